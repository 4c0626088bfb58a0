import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueEsMx } from '#i18n/catalogue-es-mx.ts';
import { i18n, i18nCodeOf } from '#i18n/i18n.ts';
import { switchLanguage } from '#i18n/language.ts';
import { pb } from '#lib/pocketbase.ts';
import { signIn } from './sign-in.ts';
import { recordToken } from '#test/sign-in.ts';

type Body = { identity?: string; password?: string; sessionNonce?: string };

/** Captures what the SDK sends, answering as the server does: the record with the new nonce. */
function captureSignIns() {
  const bodies: Body[] = [];
  vi.spyOn(pb, 'send').mockImplementation(async (path, options) => {
    const body = options.body as Body;
    bodies.push(body);
    const record = {
      id: 'u1',
      collectionId: '_pb_users_auth_',
      collectionName: 'users',
      email: body.identity,
      activeSessionNonce: body.sessionNonce,
    };
    return { token: recordToken('u1'), record, path };
  });
  return bodies;
}

describe('signIn', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    pb.authStore.clear();
  });

  it('asks for a session with a fresh random nonce in the sign-in itself', async () => {
    const bodies = captureSignIns();
    const user = await signIn({ email: ' Staff@Golfo.test ', password: 'x', remember: true });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ identity: 'staff@golfo.test', password: 'x' });
    expect(bodies[0]?.sessionNonce).toMatch(/^[0-9a-f]{32}$/);
    expect(user.activeSessionNonce).toBe(bodies[0]?.sessionNonce);
    expect(pb.authStore.model?.activeSessionNonce).toBe(bodies[0]?.sessionNonce);
  });

  it('draws a new nonce at every sign-in', async () => {
    const bodies = captureSignIns();
    await signIn({ email: 'staff@golfo.test', password: 'x', remember: true });
    await signIn({ email: 'staff@golfo.test', password: 'x', remember: true });
    expect(bodies[0]?.sessionNonce).not.toBe(bodies[1]?.sessionNonce);
  });
});

describe('signIn on a new device (docs/decisions/061)', () => {
  afterEach(async () => {
    vi.restoreAllMocks();
    pb.authStore.clear();
    await switchLanguage(null);
  });

  it('shows the person’s chosen language before the session starts', async () => {
    vi.spyOn(pb, 'send').mockResolvedValue({
      token: recordToken('u1'),
      record: { id: 'u1', collectionId: '_pb_users_auth_', email: 'a@b.test', language: 'es' },
    });
    const languageAtSessionStart: string[] = [];
    const stop = pb.authStore.onChange(() => languageAtSessionStart.push(i18n.language));
    await signIn({ email: 'a@b.test', password: 'x', remember: true });
    stop();
    expect(languageAtSessionStart).toEqual([i18nCodeOf('es')]);
    expect(i18n.t('shell.links.partners')).toBe(catalogueEsMx.shell.links.partners);
  });
});
