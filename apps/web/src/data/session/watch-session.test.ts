import { ClientResponseError, type RecordSubscription } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSession, type AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';
import { recordToken } from '#test/sign-in.ts';
import { CONFIRM_DELAY_MS, RETRY_DELAYS_MS, watchSession } from './watch-session.ts';

const USER_ID = 'rmbuserstaffgol';

function user(activeSessionNonce: string, id = USER_ID): AuthUser {
  return { id, email: 'staff@golfo.test', activeSessionNonce, collectionName: 'users' } as AuthUser;
}

function holdSession(nonce: string, id = USER_ID): void {
  pb.authStore.save(recordToken(id), user(nonce, id));
}

type RecordHandler = (event: RecordSubscription<AuthUser>) => void;

/** Stubs the SDK's realtime calls: the test plays the server's events. */
function stubRealtime() {
  const handlers: { record?: RecordHandler; connect?: () => void } = {};
  const unsubscribeRecord = vi.fn(async () => undefined);
  const unsubscribeConnect = vi.fn(async () => undefined);
  const users = pb.collection('users');
  const subscribeRecord = vi.spyOn(users, 'subscribe').mockImplementation(async (_id, handler) => {
    handlers.record = handler as RecordHandler;
    return unsubscribeRecord;
  });
  vi.spyOn(pb.realtime, 'subscribe').mockImplementation(async (_topic, handler) => {
    handlers.connect = () => handler({});
    return unsubscribeConnect;
  });
  const getOne = vi.spyOn(users, 'getOne').mockResolvedValue(user('mine'));
  const send = (action: 'update' | 'delete', nonce = 'mine') =>
    handlers.record?.({ action, record: user(nonce) });
  return { handlers, send, getOne, subscribeRecord, unsubscribeRecord, unsubscribeConnect };
}

async function started(nonce = 'mine') {
  holdSession(nonce);
  const realtime = stubRealtime();
  const stop = watchSession(USER_ID);
  await vi.advanceTimersByTimeAsync(0);
  return { ...realtime, stop };
}

describe('watchSession', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(pb.realtime, 'unsubscribe').mockResolvedValue();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    pb.authStore.clear();
    authSession.takeEndReason();
  });

  it('ends the session as taken over when another device stores its nonce', async () => {
    const { send, stop } = await started();
    send('update', 'theirs');
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS - 1);
    expect(authSession.getSnapshot().status).toBe('signed-in');
    await vi.advanceTimersByTimeAsync(1);
    expect(authSession.getSnapshot().status).toBe('signed-out');
    expect(authSession.takeEndReason()).toBe('taken-over');
    stop();
  });

  it('ends the session as taken over when the account is deleted', async () => {
    const { handlers, stop } = await started();
    handlers.record?.({ action: 'delete', record: user('mine') });
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(authSession.takeEndReason()).toBe('taken-over');
    stop();
  });

  it('keeps the session when this browser’s other tab is the one that signed in', async () => {
    const { send, stop } = await started();
    send('update', 'ours-too');
    holdSession('ours-too'); // the shared localStorage session arrives a moment later
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(authSession.getSnapshot().status).toBe('signed-in');
    stop();
  });

  it('signs out quietly when the same session signed out in another tab', async () => {
    const { send, stop } = await started();
    send('update', '');
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(authSession.getSnapshot().status).toBe('signed-out');
    expect(authSession.takeEndReason()).toBeNull();
    stop();
  });

  it('ignores updates that keep the nonce, and never compares without a local nonce', async () => {
    const { send, stop } = await started('');
    send('update', 'theirs');
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(authSession.getSnapshot().status).toBe('signed-in');
    stop();
  });

  it('ends a session without a nonce too once the re-read finds the account gone', async () => {
    holdSession('');
    const { getOne } = stubRealtime();
    getOne.mockRejectedValue(new ClientResponseError({ status: 404 }));
    const stop = watchSession(USER_ID);
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(authSession.takeEndReason()).toBe('taken-over');
    stop();
  });

  it('re-reads the record after a reconnect, since events sent meanwhile are lost', async () => {
    const { handlers, getOne, stop } = await started();
    expect(getOne).toHaveBeenCalledTimes(1); // once when the subscription is in place
    getOne.mockResolvedValueOnce(user('theirs'));
    handlers.connect?.();
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(authSession.takeEndReason()).toBe('taken-over');
    stop();
  });

  it('keeps the session when the re-read gets no answer, and ends it on a 404', async () => {
    const { handlers, getOne, stop } = await started();
    getOne.mockRejectedValueOnce(new ClientResponseError(new TypeError('Failed to fetch')));
    handlers.connect?.();
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(authSession.getSnapshot().status).toBe('signed-in');
    getOne.mockRejectedValueOnce(new ClientResponseError({ status: 404 }));
    handlers.connect?.();
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(authSession.takeEndReason()).toBe('taken-over');
    stop();
  });

  it('retries when the first connection fails, after dropping the failed listeners', async () => {
    holdSession('mine');
    const { subscribeRecord } = stubRealtime();
    subscribeRecord.mockRejectedValueOnce(new ClientResponseError({ status: 0 }));
    const dropTopic = vi.spyOn(pb.collection('users'), 'unsubscribe').mockResolvedValue();
    const stop = watchSession(USER_ID);
    await vi.advanceTimersByTimeAsync(0);
    expect(dropTopic).toHaveBeenCalledWith(USER_ID);
    expect(subscribeRecord).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] ?? 0);
    expect(subscribeRecord).toHaveBeenCalledTimes(2);
    stop();
  });

  it('unsubscribes when stopped, and a stopped watch ends nothing', async () => {
    const { send, stop, unsubscribeRecord, unsubscribeConnect } = await started();
    send('update', 'theirs');
    stop();
    await vi.advanceTimersByTimeAsync(CONFIRM_DELAY_MS);
    expect(unsubscribeRecord).toHaveBeenCalled();
    expect(unsubscribeConnect).toHaveBeenCalled();
    expect(authSession.getSnapshot().status).toBe('signed-in');
  });
});
