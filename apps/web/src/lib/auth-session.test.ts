import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authSession, sessionVerdict, type AuthUser } from './auth-session.ts';
import { pb } from './pocketbase.ts';
import { queryClient } from './query-client.ts';

/** A token the SDK reads as a valid auth-record token (the signature is never checked here). */
function recordToken(userId: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value));
  const payload = { id: userId, type: 'authRecord', collectionId: '_pb_users_auth_', exp: 4e9 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

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

  // authRefresh stores the server's record in the auth store, as the SDK does.
  function stubRefresh(remote: Partial<AuthUser>) {
    return vi.spyOn(pb.collection('users'), 'authRefresh').mockImplementation(async () => {
      const record = { ...pb.authStore.model, ...remote } as AuthUser;
      pb.authStore.save(pb.authStore.token, record);
      return { token: pb.authStore.token, record };
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
    const refused = { status: 401, data: { data: { session: { code, message: 'x' } } } };
    vi.spyOn(pb.collection('users'), 'authRefresh').mockRejectedValueOnce(
      new ClientResponseError({ ...refused, response: refused.data }),
    );
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-out');
    expect(authSession.takeEndReason()).toBe(reason);
  });

  it('clears a rejected token quietly and keeps the session when the server is away', async () => {
    signInLocally('u1', 'mine');
    const refresh = vi.spyOn(pb.collection('users'), 'authRefresh');
    refresh.mockRejectedValueOnce(new ClientResponseError(new TypeError('Failed to fetch')));
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-in');
    refresh.mockRejectedValueOnce(new ClientResponseError({ status: 401 }));
    await authSession.verify();
    expect(authSession.getSnapshot().status).toBe('signed-out');
    expect(authSession.takeEndReason()).toBeNull();
  });
});
