import { DEMO_OPERATOR, DEMO_PASSWORD } from '@rumbo/domain';
import PocketBase, { ClientResponseError } from 'pocketbase';

// The official SDK as the browser tests use it beside the page: to set up data, to read back
// what the app saved, and to check the server's rules from outside.

/** A client signed in as a user (demo password unless given). */
export async function signedInSdk(
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<PocketBase> {
  const pb = new PocketBase(origin);
  pb.autoCancellation(false);
  await pb.collection('users').authWithPassword(email, password);
  return pb;
}

/** A client signed in as the server's operator (rules do not apply). */
export async function operatorSdk(origin: string): Promise<PocketBase> {
  const pb = new PocketBase(origin);
  pb.autoCancellation(false);
  await pb.admins.authWithPassword(DEMO_OPERATOR.email, DEMO_OPERATOR.password);
  return pb;
}

/** The HTTP status a rejected SDK call got (0 when it went through). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 0;
  } catch (error) {
    return error instanceof ClientResponseError ? error.status : -1;
  }
}
