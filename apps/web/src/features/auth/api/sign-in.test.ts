import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { signIn } from './sign-in.ts';

function recordToken(userId: string): string {
  const encode = (value: object) => btoa(JSON.stringify(value));
  const payload = { id: userId, type: 'authRecord', collectionId: '_pb_users_auth_', exp: 4e9 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

// The previous device's nonce, as the server still holds it when the password is accepted.
const record = {
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  email: 'staff@golfo.test',
  activeSessionNonce: 'previous-device',
};

type Body = { activeSessionNonce?: string; lastLogin?: string };

/** Plays the server behind the SDK, so the SDK's own auth-store updates run for real. */
function stubServer(stamp: (body: Body) => object) {
  const nonceDuringStamp: string[] = [];
  vi.spyOn(pb, 'send').mockImplementation(async (path, options) => {
    if (path.endsWith('/auth-with-password')) return { token: recordToken('u1'), record };
    nonceDuringStamp.push(pb.authStore.model?.activeSessionNonce);
    return stamp(options.body as Body);
  });
  return nonceDuringStamp;
}

describe('signIn', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  it('stores a fresh random nonce and holds none of its own until then', async () => {
    const stamps: Body[] = [];
    const nonceDuringStamp = stubServer((body) => {
      stamps.push(body);
      return { ...record, ...body };
    });
    const user = await signIn({ email: 'staff@golfo.test', password: 'x', remember: true });
    expect(nonceDuringStamp).toEqual(['']);
    expect(stamps[0]?.activeSessionNonce).toMatch(/^[0-9a-f]{32}$/);
    expect(stamps[0]?.lastLogin).toEqual(expect.any(String));
    expect(user.activeSessionNonce).toBe(stamps[0]?.activeSessionNonce);
    expect(pb.authStore.model?.activeSessionNonce).toBe(stamps[0]?.activeSessionNonce);
  });

  it('draws a new nonce at every sign-in', async () => {
    stubServer((body) => ({ ...record, ...body }));
    const first = await signIn({ email: 'staff@golfo.test', password: 'x', remember: true });
    const second = await signIn({ email: 'staff@golfo.test', password: 'x', remember: true });
    expect(first.activeSessionNonce).not.toBe(second.activeSessionNonce);
  });

  it('stays signed in without a nonce (never compared) when the stamp fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubServer(() => {
      throw new ClientResponseError({ status: 400 });
    });
    const user = await signIn({ email: 'staff@golfo.test', password: 'x', remember: true });
    expect(user.id).toBe('u1');
    expect(pb.authStore.model?.activeSessionNonce).toBe('');
  });
});
