import type { CollectionModel } from '@rumbo/domain';
import type { RecordValues } from '../records/record-codec.ts';
import {
  saveAuthRecord,
  type AuthChanges,
  type AuthSaveDeps,
} from '../account/auth-record-save.ts';
import { fieldError, validationError } from '../../tools/errors.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { isSessionNonce, type SessionClaim, type SessionPolicies } from './session-policy.ts';

type Deps = AuthSaveDeps & { sessions: SessionPolicies };

/**
 * A password sign-in that asks for a session (`sessionNonce` in its body, SPEC §4): the nonce
 * and the sign-in time are stored on the record in the sign-in's own write and announced (so the
 * devices signed in before hear it), and the token issued is bound to that nonce. A collection
 * without a session policy ignores the key, as PocketBase ignores unknown keys.
 */
export async function startSession(
  deps: Deps,
  collection: CollectionModel,
  record: RecordValues,
  nonce: unknown,
): Promise<{ record: RecordValues; session?: SessionClaim }> {
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
  const changes: AuthChanges = { [policy.nonceField]: nonce };
  if (policy.lastLoginField) changes[policy.lastLoginField] = nowDateTime();
  const saved = await saveAuthRecord(deps, collection, record, changes);
  return { record: saved, session: { nonce, field: policy.nonceField } };
}
