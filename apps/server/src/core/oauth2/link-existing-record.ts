import type { RecordValues } from '../records/record-codec.ts';
import { saveAuthRecord, type AuthChanges } from '../account/auth-record-save.ts';
import { randomString } from '../../tools/ids.ts';
import type { LinkTarget, OAuth2LoginDeps } from './oauth2-login.ts';

/**
 * Signs in an existing record with a provider account and links the two. An unverified record
 * found by email may have been registered by someone else with the owner's address: it gets a
 * random password (unless it is the caller's own) and loses its earlier links, so only the
 * mailbox owner, who has proved the address at the provider, keeps access.
 */
export async function linkExistingRecord(
  deps: OAuth2LoginDeps,
  { collection, ctx, record, link, user, provider }: LinkTarget,
): Promise<RecordValues> {
  const { identity } = ctx;
  const isCaller = identity.kind === 'record' && identity.record.id === record.id;
  const changes: AuthChanges = {};
  if (!isCaller && record.email && !record.verified) {
    changes.passwordHash = await deps.passwords.hash(randomString(30));
    changes.tokenKey = randomString(50);
  }
  // An account made through a provider that gave no email takes the first one offered.
  if (!record.email && user.email) changes.email = user.email;
  const email = String(changes.email ?? record.email ?? '');
  if (!record.verified && (email === '' || email.toLowerCase() === user.email.toLowerCase()))
    changes.verified = true;
  let saved = record;
  await deps.db.transaction(async () => {
    if (!record.verified) await deps.externalAuths.unlinkAll(collection.id, String(record.id));
    if (Object.keys(changes).length > 0)
      saved = await saveAuthRecord(deps, collection, record, changes);
    if (!link || !record.verified)
      await deps.externalAuths.create({
        collectionId: collection.id,
        recordId: String(record.id),
        provider,
        providerId: user.id,
      });
  });
  return saved;
}
