import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSource } from 'eventsource';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { client, startTestServer, type TestServer } from './test-server.ts';
import { startOidcProvider, type OidcProvider } from './oidc-provider.ts';

// The SDK's popup flow: realtime `@oauth2` subscription + /api/oauth2-redirect (reference §5.3).
let server: TestServer;
let idp: OidcProvider;
const SUCCESS = '../_/#/auth/oauth2-redirect-success';
const FAILURE = '../_/#/auth/oauth2-redirect-failure';

beforeAll(async () => {
  // The SDK's realtime service needs a global EventSource, as in a browser.
  Object.assign(globalThis, { EventSource });
  [server, idp] = await Promise.all([startTestServer(), startOidcProvider()]);
  const settings = server.core.settings.get();
  await server.core.settings.replace({
    ...settings,
    oidcAuth: {
      ...settings.oidcAuth,
      enabled: true,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
      authUrl: `${idp.url}/authorize`,
      tokenUrl: `${idp.url}/token`,
      userApiUrl: `${idp.url}/userinfo`,
    },
  });
});

afterAll(async () => {
  await Promise.all([server.close(), idp.close()]);
});

type Hop = { status: number; location: string };

/** One browser navigation step without following redirects. */
async function visit(url: string, init: RequestInit = {}): Promise<Hop> {
  const response = await fetch(url, { ...init, redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

describe('authWithOAuth2 (popup flow)', () => {
  it('relays the code to the waiting client, which signs in; the popup lands on the success page', async () => {
    const pb = client(server.url);
    idp.signInAs({ sub: 'popup-1', email: DEMO_EMAILS.superGolfo, email_verified: true });
    const hops: Hop[] = [];
    const auth = await pb.collection('users').authWithOAuth2({
      provider: 'oidc',
      urlCallback: async (url) => {
        const authorize = await visit(url);
        hops.push(authorize, await visit(authorize.location));
      },
    });
    expect(auth.record.id).toBe(DEMO_IDS.superGolfo);
    expect(pb.authStore.model?.id).toBe(DEMO_IDS.superGolfo);
    expect(hops[0]!.location.startsWith(`${server.url}/api/oauth2-redirect?`)).toBe(true);
    expect(hops[1]).toEqual({ status: 307, location: SUCCESS });
  });

  it('passes the provider error to the client and sends the popup to the failure page', async () => {
    const pb = client(server.url);
    let hop: Hop | undefined;
    const attempt = pb.collection('users').authWithOAuth2({
      provider: 'oidc',
      urlCallback: async (url) => {
        const { searchParams } = new URL(url);
        const back = new URL(searchParams.get('redirect_uri')!);
        back.searchParams.set('state', searchParams.get('state')!);
        back.searchParams.set('error', 'access_denied');
        hop = await visit(back.toString());
      },
    });
    // The SDK wraps the relayed error; its original message carries the provider's code.
    const error = await attempt.then(
      () => null,
      (e: { originalError?: Error }) => e,
    );
    expect(error?.originalError?.message).toBe(
      'OAuth2 redirect error or missing code: access_denied',
    );
    expect(hop).toEqual({ status: 307, location: FAILURE });
  });
});

describe('/api/oauth2-redirect', () => {
  it('sends an unknown or missing state to the failure page', async () => {
    const base = `${server.url}/api/oauth2-redirect`;
    expect(await visit(`${base}?state=nobody&code=abc`)).toEqual({
      status: 307,
      location: FAILURE,
    });
    expect(await visit(`${base}?code=abc`)).toEqual({ status: 307, location: FAILURE });
  });

  it("accepts Apple's form_post once per subscription, answering 303", async () => {
    const pb = client(server.url);
    const received: unknown[] = [];
    await pb.realtime.subscribe('@oauth2', (data) => received.push(data));
    const post = () =>
      visit(`${server.url}/api/oauth2-redirect`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ state: pb.realtime.clientId, code: 'abc' }),
      });
    try {
      expect(await post()).toEqual({ status: 303, location: SUCCESS });
      await expect.poll(() => received).toEqual([{ state: pb.realtime.clientId, code: 'abc' }]);
      // The relay unsubscribed the client: a replayed redirect reaches nobody.
      expect(await post()).toEqual({ status: 303, location: FAILURE });
    } finally {
      await pb.realtime.unsubscribe();
    }
  });
});
