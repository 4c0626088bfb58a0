import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catcherSmtp } from './mail-catcher.ts';
import { startOutboxCatcher, type OutboxCatcher } from './outbox-catcher.ts';
import { startSecondInstance, type SecondInstance } from './second-instance.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// The outbox on two instances of one PostgreSQL database (issue 37, decision 073): both senders
// claim from the same table while writes through either queue messages; each goes out once.

describe.runIf(ON_POSTGRES)('the outbox on two instances', () => {
  let a: TestServer;
  let b: SecondInstance;
  let opsA: PocketBase;
  let opsB: PocketBase;
  let catcher: OutboxCatcher;

  beforeAll(async () => {
    a = await startTestServer();
    b = await startSecondInstance(a.databaseUrl!);
    [opsA, opsB] = await Promise.all([operator(a.url), operator(b.url)]);
    // The mail server holds each message a little, so both senders are busy at once.
    catcher = await startOutboxCatcher({ holdMs: 30, recipients: /@dos\.test$/ });
    await opsA.settings.update({ smtp: catcherSmtp(catcher) });
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
    await catcher?.close();
  });

  it('sends each of 60 messages, queued through either instance, exactly once', async () => {
    const partner = await opsA.collection('partners').create({
      company: DEMO_IDS.golfo,
      displayName: 'Cliente de dos instancias',
      contacts: [
        { id: 'a', nombre: 'Ana', email: 'ana@dos.test', notify: { milestones: true } },
        { id: 'b', nombre: 'Beto', email: 'beto@dos.test', notify: { milestones: true } },
      ],
    });
    const shipments = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        opsA.collection('shipments_ocean').create({
          company: DEMO_IDS.golfo,
          shipmentCode: `OCN2026${String(9700 + i)}`,
          parties: [{ partner: partner.id, role: 'consignee' }],
        }),
      ),
    );
    await Promise.all(
      shipments.map((shipment, i) =>
        (i % 2 ? opsA : opsB)
          .collection('shipments_ocean')
          .update(shipment.id, { portOfLoadDepartureActual: '2026-12-01 10:00:00.000Z' }),
      ),
    );
    await catcher.waitFor(60, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const ids = catcher.accepted.map((mail) => mail.parsed.messageId);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
    const rows = await opsB
      .collection('messages')
      .getFullList({ filter: 'recipient ~ "dos.test"' });
    expect(rows.map((row) => row.status)).toEqual(Array(60).fill('sent'));
    expect(new Set(rows.map((row) => row.messageId))).toEqual(new Set(ids));
  });
});
