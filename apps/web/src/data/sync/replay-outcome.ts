import { ClientResponseError } from 'pocketbase';
import type { QueuedChange } from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';

/**
 * What to do with a queued change whose replay failed:
 * - `offline`: the server is away again; keep it and retry later;
 * - `signed-out`: the session is no longer accepted (401); keep the whole queue for the next sign-in;
 * - `already-done`: a delete of a record that is already gone;
 * - `retry-as-update`: a create whose id exists, i.e. an earlier replay reached the server but its
 *   answer was lost; send the same fields as an update;
 * - `refused`: any other answer (400, 403, 404 …); drop it from the queue and keep it as failed,
 *   so one bad change cannot block every change behind it.
 */
export type ReplayOutcome = 'offline' | 'signed-out' | 'already-done' | 'retry-as-update' | 'refused';

export function replayOutcome(change: QueuedChange, error: unknown): ReplayOutcome {
  if (isServerUnreachable(error)) return 'offline';
  if (!(error instanceof ClientResponseError)) return 'refused';
  if (error.isAbort) return 'offline';
  if (error.status === 401) return 'signed-out';
  if (change.action === 'delete' && error.status === 404) return 'already-done';
  if (change.action === 'create' && error.status === 400 && isTakenId(error)) return 'retry-as-update';
  return 'refused';
}

function isTakenId(error: ClientResponseError): boolean {
  const idError: unknown = error.response?.data?.id;
  return (
    typeof idError === 'object' &&
    idError !== null &&
    (idError as { code?: unknown }).code === 'validation_invalid_id'
  );
}
