import { DEMO_OPERATOR, DEMO_PASSWORD } from '@rumbo/domain';
import PocketBase, { ClientResponseError, type AuthModel } from 'pocketbase';

// The official SDK as the browser tests use it beside the page: to set up data, to read back
// what the app saved, and to check the server's rules from outside. Each worker signs a user in
// once per server and hands every caller a client of its own on that token (docs/decisions/021):
// a client's auth store is the caller's to change, the token is shared.

type CachedAuth = { token: string; model: AuthModel };

/** This worker's sign-ins, by server and account. */
const tokens = new Map<string, Promise<CachedAuth>>();

/** A client signed in as a user (demo password unless given). */
export async function signedInSdk(
  origin: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<PocketBase> {
  return clientWith(origin, `user ${email} ${password}`, async (pb) => {
    const { token, record } = await pb.collection('users').authWithPassword(email, password);
    return { token, model: record };
  });
}

/** A client signed in as the server's operator (rules do not apply). */
export async function operatorSdk(origin: string): Promise<PocketBase> {
  return clientWith(origin, 'operator', async (pb) => {
    const { token, admin } = await pb.admins.authWithPassword(
      DEMO_OPERATOR.email,
      DEMO_OPERATOR.password,
    );
    return { token, model: admin };
  });
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

async function clientWith(
  origin: string,
  account: string,
  signIn: (pb: PocketBase) => Promise<CachedAuth>,
): Promise<PocketBase> {
  const key = `${origin} ${account}`;
  const pb = new PocketBase(origin);
  pb.autoCancellation(false);
  let auth = tokens.get(key);
  if (!auth) {
    auth = signIn(new PocketBase(origin));
    tokens.set(key, auth);
    auth.catch(() => tokens.delete(key)); // a failed sign-in is not kept
  }
  const { token, model } = await auth;
  pb.authStore.save(token, model);
  if (!pb.authStore.isValid) {
    tokens.delete(key);
    return clientWith(origin, account, signIn);
  }
  return pb;
}
