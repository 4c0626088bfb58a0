import type { CollectionModel } from '@rumbo/domain';
import type { RecordValues } from '../records/record-codec.ts';
import type { RequestContext } from '../records/identity.ts';
import { isUsernameTaken } from '../account/find-auth-record.ts';
import { saveAuthRecord } from '../account/auth-record-save.ts';
import { quoteIdentifier } from '../collections/collection-ddl.ts';
import { randomString } from '../../tools/ids.ts';
import type { OAuth2User } from './oauth2-user.ts';
import type { OAuth2LoginDeps } from './oauth2-login.ts';

type NewAccount = {
  collection: CollectionModel;
  ctx: RequestContext;
  user: OAuth2User;
  provider: string;
  createData: Record<string, unknown>;
};

const USERNAME_RE = /^[\w][\w.-]*$/;

/**
 * A new account for a provider account nobody has linked yet. It goes through the normal create
 * path, so the collection's createRule decides exactly as for a sign-up form: with the product's
 * rules a guest is refused and the caller sees "Failed to authenticate.".
 */
export async function createOAuth2Record(
  deps: OAuth2LoginDeps,
  { collection, ctx, user, provider, createData }: NewAccount,
): Promise<RecordValues> {
  // The provider has proved the address, so the account is verified — set below, since the
  // create form lets only managers submit `verified`.
  const { verified: _ignored, ...custom } = createData;
  const password = typeof custom.password === 'string' ? custom.password : '';
  const random = randomString(30);
  const input: Record<string, unknown> = {
    username: await suggestUsername(deps, collection, user.username),
    ...custom,
    ...(password ? {} : { password: random, passwordConfirm: random }),
    email: user.email,
  };
  const created = await deps.writer.create(collection, ctx, input);
  try {
    // Verified first: verifying drops links made before, so the link comes after.
    return await deps.db.transaction(async () => {
      const verified = await saveAuthRecord(deps, collection, created, { verified: true });
      await deps.externalAuths.create({
        collectionId: collection.id,
        recordId: String(created.id),
        provider,
        providerId: user.id,
      });
      return verified;
    });
  } catch (error) {
    // Never leave an account behind that no one can sign in to.
    await deps.hooks.beforeDelete({ collection, record: created });
    await deps.db.run(`DELETE FROM ${quoteIdentifier(collection.name)} WHERE "id" = ?`, [
      created.id,
    ]);
    await deps.hooks.afterChange({ action: 'delete', collection, record: created });
    throw error;
  }
}

/** The provider's username when it is a valid one, made unique with random digits if taken. */
async function suggestUsername(
  deps: OAuth2LoginDeps,
  collection: CollectionModel,
  username: string,
): Promise<string | undefined> {
  if (username.length < 3 || username.length > 150 || !USERNAME_RE.test(username)) return undefined;
  let candidate = username;
  for (let extra = 3; await isUsernameTaken(deps.db, collection, candidate); extra++)
    candidate = `${username}${randomString(extra, '123456789')}`;
  return candidate;
}
