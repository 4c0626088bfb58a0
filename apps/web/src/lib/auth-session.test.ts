import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSession, sessionVerdict, type AuthUser } from './auth-session.ts';
import { pb } from './pocketbase.ts';
import { queryClient } from './query-client.ts';
import { recordToken } from '#test/sign-in.ts';

function signInLocally(userId: string, activeSessionNonce: string): void {
  const user = { id: userId, email: `${userId}@golfo.test`, activeSessionNonce, role: 'staff' };
  pb.authStore.save(recordToken(userId), { ...user, collectionName: 'users' });
}

describe('sessionVerdict (SPEC §4 Session)', () => {
  it.each([
    ['same nonce', 'n1', { activeSessionNonce: 'n1' }, 'current'],
    ['another nonce', 'n1', { activeSessionNonce: 'n2' }, 'replaced'],
    ['record deleted', 'n1', null, 'removed'],
    ['record deleted, no local nonce', '', null, 'removed'],
    ['nonce cleared on the server', 'n1', { activeSessionNonce: '' }, 'ended'],
    ['nonce missing on the server', 'n1', {}, 'ended'],
    ['no local nonce is never compared', '', { activeSessionNonce: 'n2' }, 'current'],
    ['undefined local nonce', undefined, { activeSessionNonce: 'n2' }, 'current'],
    ['null local nonce', null, { activeSessionNonce: 'n2' }, 'current'],
  ] as const)('%s → %s', (_name, local, remote, expected) => {
    expect(sessionVerdict(local, remote)).toBe(expected);
  });
});

describe('authSession', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
    authSession.takeEndReason();
  });

  it.each([
    ['replaced', 'taken-over'],
    ['removed', 'taken-over'],
    ['ended', null],
  ] as const)('a %s session is cleared, with end reason %s, told once', (verdict, reason) => {
    signInLocally('u1', 'n1');
    authSession.applyVerdict(verdict);
    expect(authSession.getSnapshot()).toEqual({ status: 'signed-out', user: null });
    expect(authSession.takeEndReason()).toBe(reason);
    expect(authSession.takeEndReason()).toBeNull();
  });

  it('a current session is kept', () => {
    signInLocally('u1', 'n1');
    authSession.applyVerdict('current');
    expect(authSession.getSnapshot().status).toBe('signed-in');
    expect(authSession.takeEndReason()).toBeNull();
  });

  it('a new sign-in forgets why the previous session ended', () => {
    signInLocally('u1', 'n1');
    authSession.applyVerdict('replaced');
    signInLocally('u1', 'n2');
    expect(authSession.takeEndReason()).toBeNull();
  });

  it('drops the realtime link and the cached data when the identity goes or changes', () => {
    const unsubscribe = vi.spyOn(pb.realtime, 'unsubscribe').mockResolvedValue();
    signInLocally('u1', 'n1');
    queryClient.setQueryData(['companies', 'c1'], { id: 'c1' });
    signInLocally('u1', 'n1b'); // same identity, new model: nothing dropped
    expect(unsubscribe).not.toHaveBeenCalled();
    signInLocally('u2', 'n2');
    expect(unsubscribe).toHaveBeenCalledWith();
    expect(queryClient.getQueryData(['companies', 'c1'])).toBeUndefined();
    pb.authStore.clear();
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });
});

describe('authSession.verify (start-up nonce check)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
    authSession.takeEndReason();
  });

  // The server's answers as they come over the wire: the SDK reads them as it would.
  function answer(status: number, body: string) {
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }

  function stubRefresh(remote: Partial<AuthUser>) {
    return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      const record = { ...pb.authStore.model, ...remote };
      return answer(200, JSON.stringify({ token: pb.authStore.token, record }));
    });
  }

  it('ends a session taken over while the app was closed', async () => {
    signInLocally('u1', 'mine');
    stubRefresh({ activeSessionNonce: 'theirs' });
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-out');
    expect(authSession.takeEndReason()).toBe('taken-over');
  });

  it('keeps a session whose nonce is still the server’s', async () => {
    signInLocally('u1', 'mine');
    stubRefresh({ activeSessionNonce: 'mine' });
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-in');
  });

  it('keeps a session that holds no nonce', async () => {
    signInLocally('u1', '');
    stubRefresh({ activeSessionNonce: 'theirs' });
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-in');
  });

  it.each([
    ['session_replaced', 'taken-over'],
    ['session_ended', null],
  ] as const)('a token the server refuses as %s ends the session (%s)', async (code, reason) => {
    signInLocally('u1', 'mine');
    const refused = { code: 401, message: 'x', data: { session: { code, message: 'x' } } };
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(401, JSON.stringify(refused)));
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-out');
    expect(authSession.takeEndReason()).toBe(reason);
  });

  it('clears a rejected token quietly and keeps the session when the server is away', async () => {
    signInLocally('u1', 'mine');
    const refresh = vi.spyOn(globalThis, 'fetch');
    refresh.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-in');
    refresh.mockResolvedValueOnce(answer(401, '{"code":401,"message":"x","data":{}}'));
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-out');
    expect(authSession.takeEndReason()).toBeNull();
  });

  it('keeps the session, as it was, when the answer is cut short (the page going away)', async () => {
    signInLocally('u1', 'mine');
    const before = { token: pb.authStore.token, model: pb.authStore.model };
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(answer(200, '{"token":"eyJ'));
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-in');
    expect({ token: pb.authStore.token, model: pb.authStore.model }).toEqual(before);
    expect(authSession.takeEndReason()).toBeNull();
  });
});
