import type { UserLanguage } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';

/** Stores the person's language on their user record, so that it follows them to other devices. */
export function saveUserLanguage(userId: string, language: UserLanguage): Promise<unknown> {
  return pb.collection('users').update(userId, { language });
}
