import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { client, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// SPEC §4 Session, enforced by the server (docs/decisions/031): a sign-in that asks for a session
// binds its token to a fresh nonce; a later sign-in or a sign-out ends it, and the old token is
// refused with 401 on REST and its realtime stream closed. Tokens without a session (operators,
// API clients) work as in PocketBase.
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const EMAIL = DEMO_EMAILS.staffGolfo;
const nonce = () => randomBytes(16).toString('hex');

/** A client signed in the way the web app signs in: with a session nonce. */
async function session(sessionNonce = nonce()): Promise<PocketBase> {
  const pb = client(server.url);
  await pb.collection('users').authWithPassword(EMAIL, DEMO_PASSWORD, {
    body: { identity: EMAIL, password: DEMO_PASSWORD, sessionNonce },
  });
  return pb;
}

const ownRecord = (pb: PocketBase) => pb.collection('users').getOne(DEMO_IDS.staffGolfo);

describe('sessions that end', () => {
  it('stamps the nonce and the sign-in time in the sign-in itself', async () => {
    const chosen = nonce();
    const before = Date.now() - 1000;
    const pb = await session(chosen);
    const record = await ownRecord(pb);
    expect(record.activeSessionNonce).toBe(chosen);
    expect(Date.parse(record.lastLogin.replace(' ', 'T'))).toBeGreaterThan(before);
  });

  it('a sign-in on another device refuses the older token with 401 and says why', async () => {
    const first = await session();
    expect((await ownRecord(first)).id).toBe(DEMO_IDS.staffGolfo);
    const second = await session();
    const failure = await failureOf(ownRecord(first));
    expect(failure.status).toBe(401);
    expect(failure.body.data.session?.code).toBe('session_replaced');
    // Every collection, not only the user's own record.
    expect((await failureOf(first.collection('partners').getList(1, 1))).status).toBe(401);
    expect((await ownRecord(second)).id).toBe(DEMO_IDS.staffGolfo);
    // Refreshing does not revive it.
    expect((await failureOf(first.collection('users').authRefresh())).status).toBe(401);
  });

  it('a sign-out ends the session: the token that signed out is refused afterwards', async () => {
    const pb = await session();
    await pb.collection('users').update(DEMO_IDS.staffGolfo, { activeSessionNonce: '' });
    const failure = await failureOf(ownRecord(pb));
    expect(failure.status).toBe(401);
    expect(failure.body.data.session?.code).toBe('session_ended');
  });

  it('a refreshed token keeps its session and ends with it', async () => {
    const pb = await session();
    await pb.collection('users').authRefresh();
    expect((await ownRecord(pb)).id).toBe(DEMO_IDS.staffGolfo);
    await session();
    expect((await failureOf(ownRecord(pb))).status).toBe(401);
  });

  it('nobody revives an ended session by writing its nonce back', async () => {
    const old = await session();
    const oldNonce = (await ownRecord(old)).activeSessionNonce;
    const current = await session();
    const write = current
      .collection('users')
      .update(DEMO_IDS.staffGolfo, { activeSessionNonce: oldNonce });
    expect((await failureOf(write)).status).toBe(404);
    expect((await failureOf(ownRecord(old))).status).toBe(401);
  });

  it('tokens without a session work as in PocketBase, through sign-ins and sign-outs', async () => {
    const api = client(server.url);
    await api.collection('users').authWithPassword(EMAIL, DEMO_PASSWORD);
    await session();
    const last = await session();
    await last.collection('users').update(DEMO_IDS.staffGolfo, { activeSessionNonce: '' });
    expect((await ownRecord(api)).id).toBe(DEMO_IDS.staffGolfo);
  });

  it('signing in again works with an ended token still sent along', async () => {
    const old = await session();
    await session();
    // The SDK sends the token it holds with the sign-in request.
    await old.collection('users').authWithPassword(EMAIL, DEMO_PASSWORD, {
      body: { identity: EMAIL, password: DEMO_PASSWORD, sessionNonce: nonce() },
    });
    expect((await ownRecord(old)).id).toBe(DEMO_IDS.staffGolfo);
  });

  it('refuses a nonce that is not 32 to 128 hexadecimal characters', async () => {
    for (const sessionNonce of ['short', 'Z'.repeat(32), 'a'.repeat(129), 12345]) {
      const failure = await failureOf(
        client(server.url)
          .collection('users')
          .authWithPassword(EMAIL, DEMO_PASSWORD, {
            body: { identity: EMAIL, password: DEMO_PASSWORD, sessionNonce },
          }),
      );
      expect(failure.status).toBe(400);
      expect(failure.body.data.sessionNonce?.code).toBe('validation_invalid_session_nonce');
    }
  });

  it('closes the realtime stream of a session ended by a sign-in elsewhere', async () => {
    const old = await session();
    const stream = await openStream(server.url);
    await old.send('/api/realtime', {
      method: 'POST',
      body: { clientId: stream.clientId, subscriptions: ['partners/*'] },
    });
    await session();
    await expect(stream.ended).resolves.toBe(true);
  });
});

type Stream = { clientId: string; ended: Promise<boolean> };

/** A raw SSE stream: its client id, and a promise that resolves once the server closes it. */
function openStream(url: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/realtime`, { agent: false }, (response) => {
      let buffer = '';
      let timer: NodeJS.Timeout | undefined;
      const ended = new Promise<boolean>((done) => {
        timer = setTimeout(() => {
          request.destroy();
          done(false);
        }, 3000);
        response.on('close', () => {
          clearTimeout(timer);
          done(true);
        });
      });
      response.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const match = /"clientId":"([^"]+)"/.exec(buffer);
        if (match) resolve({ clientId: match[1]!, ended });
      });
    });
    request.on('error', reject);
  });
}
