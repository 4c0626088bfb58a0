import { pb } from '#lib/pocketbase.ts';

/** The id of the user the stored session belongs to, as it is now; '' when nobody is signed in. */
export function signedInUserId(): string {
  const id = pb.authStore.model?.id;
  return typeof id === 'string' ? id : '';
}
