import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import { replayOutcome } from './replay-outcome.ts';
import type { QueuedChange } from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';

const change = (action: QueuedChange['action']): QueuedChange => ({
  seq: 1,
  collection: 'partners',
  action,
  recordId: 'abcdefghijklmno',
  data: action === 'delete' ? null : { displayName: 'X' },
  queuedAt: '2026-03-02T15:00:00.000Z',
});

const answer = (status: number, data: Record<string, unknown> = {}) =>
  new ClientResponseError({ status, response: { code: status, message: 'No.', data } });
const networkFailure = () => new ClientResponseError(new TypeError('Failed to fetch'));
const aborted = () => new ClientResponseError({ isAbort: true, originalError: new Error('abort') });

describe('isServerUnreachable', () => {
  it('is true for no answer and for 5xx', () => {
    expect(isServerUnreachable(networkFailure())).toBe(true);
    expect(isServerUnreachable(answer(502))).toBe(true);
    expect(isServerUnreachable(answer(500))).toBe(true);
  });

  it('is false for the server answering 4xx, for aborts and for other errors', () => {
    for (const status of [400, 401, 403, 404]) expect(isServerUnreachable(answer(status))).toBe(false);
    expect(isServerUnreachable(aborted())).toBe(false);
    expect(isServerUnreachable(new TypeError('bug'))).toBe(false);
  });
});

describe('replayOutcome', () => {
  it('keeps the change for later when the server is away', () => {
    expect(replayOutcome(change('update'), networkFailure())).toBe('offline');
    expect(replayOutcome(change('create'), answer(503))).toBe('offline');
    expect(replayOutcome(change('create'), aborted())).toBe('offline');
  });

  it('stops without dropping anything when the session is refused', () => {
    expect(replayOutcome(change('update'), answer(401))).toBe('signed-out');
  });

  it('takes a 404 on delete as already done', () => {
    expect(replayOutcome(change('delete'), answer(404))).toBe('already-done');
  });

  it('turns a create whose id exists into an update (an earlier reply was lost)', () => {
    const taken = answer(400, { id: { code: 'validation_invalid_id', message: 'taken' } });
    expect(replayOutcome(change('create'), taken)).toBe('retry-as-update');
  });

  it('refuses everything else the server rejects', () => {
    expect(replayOutcome(change('create'), answer(400, { rfc: { code: 'validation_required' } }))).toBe('refused');
    expect(replayOutcome(change('update'), answer(404))).toBe('refused');
    expect(replayOutcome(change('update'), answer(403))).toBe('refused');
    expect(replayOutcome(change('update'), new TypeError('bug'))).toBe('refused');
  });
});
