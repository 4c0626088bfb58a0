import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { RecordHooks } from '../records/record-hooks.ts';
import { decodeRow, encodeValues, updateSql, type RecordValues } from '../records/record-codec.ts';
import { fieldError, validationError } from '../../errors.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { isSessionNonce, type SessionClaim, type SessionPolicies } from './session-policy.ts';

type Deps = { db: Db; hooks: RecordHooks; sessions: SessionPolicies };

/**
 * A password sign-in that asks for a session (`sessionNonce` in its body, SPEC §4): the nonce
 * and the sign-in time are stored on the record in the sign-in's own write and announced (so the
 * devices signed in before hear it), and the token issued is bound to that nonce. A collection
 * without a session policy ignores the key, as PocketBase ignores unknown keys.
 */
export function startSession(
  deps: Deps,
  collection: CollectionModel,
  record: RecordValues,
  nonce: unknown,
): { record: RecordValues; session?: SessionClaim } {
  const policy = deps.sessions.of(collection.name);
  if (!policy) return { record };
  if (!isSessionNonce(nonce))
    throw validationError(
      {
        sessionNonce: fieldError(
          'validation_invalid_session_nonce',
          'Must be 32 to 128 lowercase hexadecimal characters.',
        ),
      },
      'Failed to authenticate.',
    );
  const now = nowDateTime();
  const changes: RecordValues = { [policy.nonceField]: nonce, updated: now };
  if (policy.lastLoginField) changes[policy.lastLoginField] = now;
  const columns = Object.keys(changes);
  const saved = deps.db.transaction(() => {
    deps.db.run(updateSql(collection, columns), [
      ...encodeValues(collection, changes, columns),
      record.id,
    ]);
    const row = deps.db.get(`SELECT * FROM "${collection.name}" WHERE "id" = ?`, [record.id]);
    return row ? decodeRow(collection, row) : { ...record, ...changes };
  });
  deps.hooks.afterChange({ action: 'update', collection, record: saved });
  return { record: saved, session: { nonce, field: policy.nonceField } };
}
