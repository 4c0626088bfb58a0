import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import type { ChangeFeed } from '../src/core/cluster/change-feed.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { startSecondInstance, type SecondInstance } from './second-instance.ts';
import {
  QUIET_MS,
  RawStream,
  postSubscriptions,
  sleep,
  subscribeLog,
  type EventLog,
} from './realtime-fixtures.ts';

// Realtime between instances on one PostgreSQL database (issue 19, decisions 056 and 057): a
// change written through one instance reaches the subscribers held by the other, each judged by
// its rules on the row the change carries; a delete too, though the row is gone from the table.
// Behind a balancer a client's subscribe request and its OAuth2 redirect may reach an instance
// that does not hold its stream: they are relayed to the one that does.
describe.runIf(ON_POSTGRES)('realtime across two instances', () => {
  let a: TestServer;
  let b: SecondInstance;
  let golfoOnA: PocketBase;
  let golfoOnB: PocketBase;
  let plataOnB: PocketBase;
  let opsOnB: PocketBase;

  beforeAll(async () => {
    a = await startTestServer();
    b = await startSecondInstance(a.databaseUrl!);
    [golfoOnA, golfoOnB, plataOnB, opsOnB] = await Promise.all([
      signedIn(a.url, DEMO_EMAILS.staffGolfo),
      signedIn(b.url, DEMO_EMAILS.staffGolfo),
      signedIn(b.url, DEMO_EMAILS.staffPlata),
      operator(b.url),
    ]);
  });

  afterAll(async () => {
    for (const pb of [golfoOnA, golfoOnB, plataOnB, opsOnB]) await pb?.realtime.unsubscribe();
    await b?.stop();
    await a?.close();
  });

  const ofPartner = (id: string) => (event: { record: { id: string } }) => event.record.id === id;

  it('delivers creates, updates and deletes written through the other instance', async () => {
    const [golfo, plata, ops] = await Promise.all([
      subscribeLog(golfoOnB, 'partners', '*'),
      subscribeLog(plataOnB, 'partners', '*'),
      subscribeLog(opsOnB, 'partners', '*'),
    ]);
    const created = await golfoOnA.collection('partners').create({ displayName: 'Naviera Feed' });
    const heard = await golfo.waitFor(ofPartner(created.id), 'the create');
    expect([heard.action, heard.record.displayName, heard.record.company]).toEqual([
      'create',
      'Naviera Feed',
      DEMO_IDS.golfo,
    ]);

    await golfoOnA.collection('partners').update(created.id, { displayName: 'Naviera Feed 2' });
    const updated = await golfo.waitFor(
      (event) => ofPartner(created.id)(event) && event.action === 'update',
      'the update',
    );
    expect(updated.record.displayName).toBe('Naviera Feed 2');

    await golfoOnA.collection('partners').delete(created.id);
    const deleted = await golfo.waitFor(
      (event) => ofPartner(created.id)(event) && event.action === 'delete',
      'the delete',
    );
    expect(deleted.record.displayName).toBe('Naviera Feed 2');
    await ops.waitFor((event) => ofPartner(created.id)(event) && event.action === 'delete');

    // Another company's user hears none of it, the delete included.
    await sleep(QUIET_MS);
    expect(actionsOf(plata, created.id)).toEqual([]);
    expect(actionsOf(golfo, created.id)).toEqual(['create', 'update', 'delete']);
  });

  it('delivers in the other direction too, once each', async () => {
    const onA = await subscribeLog(golfoOnA, 'partners', '*');
    const created = await golfoOnB.collection('partners').create({ displayName: 'Desde B' });
    await onA.waitFor(ofPartner(created.id), 'the create through B');
    await sleep(QUIET_MS);
    expect(actionsOf(onA, created.id)).toEqual(['create']);
  });

  it('hands a change over in the transaction that commits it: an instance killed right after its commit loses none', async () => {
    // A's hand-over after the commit never happens, as when its process dies right there.
    const feedOfA = (a.core.realtime as unknown as { feed: ChangeFeed }).feed;
    const publish = vi.spyOn(feedOfA, 'publish').mockImplementation(() => new Promise(() => {}));
    try {
      const onB = await subscribeLog(golfoOnB, 'partners', '*');
      const created = await golfoOnA.collection('partners').create({ displayName: 'Sin relevo' });
      await golfoOnA.collection('partners').update(created.id, { displayName: 'Sin relevo 2' });
      await golfoOnA.collection('partners').delete(created.id);
      const deleted = await onB.waitFor(
        (event) => ofPartner(created.id)(event) && event.action === 'delete',
        'the delete',
      );
      expect(deleted.record.displayName).toBe('Sin relevo 2');
      await sleep(QUIET_MS);
      expect(actionsOf(onB, created.id)).toEqual(['create', 'update', 'delete']);
      expect(publish).not.toHaveBeenCalled();
    } finally {
      publish.mockRestore();
    }
  });

  describe('requests for a client held by the other instance', () => {
    const streams: RawStream[] = [];
    afterAll(async () => {
      for (const stream of streams) await stream.close();
    });
    const streamOnB = async () => {
      const stream = await RawStream.open(b.url);
      streams.push(stream);
      return stream;
    };

    it('subscribes through A a client whose stream B holds, before answering', async () => {
      const stream = await streamOnB();
      const token = golfoOnA.authStore.token;
      const body = { clientId: stream.clientId, subscriptions: ['partners'] };
      expect((await postSubscriptions(a.url, body, token)).status).toBe(204);
      // Subscribed once the answer came: the next change is heard.
      const created = await golfoOnA.collection('partners').create({ displayName: 'Relevo' });
      const message = await stream.next();
      expect(message?.event).toBe('partners');
      expect(JSON.parse(message?.data ?? '{}')).toMatchObject({
        action: 'create',
        record: { id: created.id, displayName: 'Relevo' },
      });
      await golfoOnA.collection('partners').delete(created.id);
    });

    it('answers as the holder would: another identity is refused, an unknown id is 404', async () => {
      const stream = await streamOnB();
      const bind = { clientId: stream.clientId, subscriptions: ['partners'] };
      expect((await postSubscriptions(a.url, bind, golfoOnA.authStore.token)).status).toBe(204);
      const asPlata = await postSubscriptions(a.url, bind, plataOnB.authStore.token);
      expect(asPlata.status).toBe(403);
      expect(await asPlata.json()).toEqual({
        code: 403,
        message: "The current and the previous request authorization don't match.",
        data: {},
      });
      const started = Date.now();
      const unknown = await postSubscriptions(a.url, {
        clientId: 'x'.repeat(40),
        subscriptions: [],
      });
      expect(unknown.status).toBe(404);
      expect(((await unknown.json()) as { message: string }).message).toBe(
        'Missing or invalid client id.',
      );
      expect(Date.now() - started).toBeLessThan(1_000);
    });

    it('relays the OAuth2 redirect to the client waiting on the other instance, once', async () => {
      const stream = await streamOnB();
      const body = { clientId: stream.clientId, subscriptions: ['@oauth2'] };
      expect((await postSubscriptions(a.url, body)).status).toBe(204);
      const redirect = `${a.url}/api/oauth2-redirect?state=${stream.clientId}&code=c0de`;
      const first = await fetch(redirect, { redirect: 'manual' });
      expect(first.status).toBe(307);
      expect(first.headers.get('location')).toBe('../_/#/auth/oauth2-redirect-success');
      const message = await stream.next();
      expect(message?.event).toBe('@oauth2');
      expect(JSON.parse(message?.data ?? '{}')).toEqual({ state: stream.clientId, code: 'c0de' });
      const again = await fetch(redirect, { redirect: 'manual' });
      expect(again.headers.get('location')).toBe('../_/#/auth/oauth2-redirect-failure');
    });
  });
});

function actionsOf(log: EventLog, id: string): string[] {
  return log.events.filter((event) => event.record.id === id).map((event) => event.action);
}
