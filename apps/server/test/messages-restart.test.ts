import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_IDS } from '@rumbo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catcherSmtp } from './mail-catcher.ts';
import { startOutboxCatcher, type OutboxCatcher } from './outbox-catcher.ts';
import { startProductProcess, stopProductProcess, type ProductProcess } from './product-process.ts';
import { copySeededDatabase } from './seeded-database.ts';
import { testDatabaseUrl } from './test-engine.ts';
import { operator } from './test-server.ts';

// The outbox across a restart and a `kill -9` (issue 37, decision 073): the product server runs
// in a process of its own; the test's SMTP server holds each message 1.5 s before it accepts it,
// so the kill lands while messages are on their way. Every message arrives, and none twice.

const CLAIM_MS = 3_000;
let dataDir = '';
let databaseUrl: string | undefined;
let catcher: OutboxCatcher;
let server: ProductProcess;
let counter = 0;

async function start(): Promise<ProductProcess> {
  return startProductProcess(dataDir, { databaseUrl, env: { OUTBOX_CLAIM_MS: String(CLAIM_MS) } });
}

/** Queues `count` messages: one shipment each, whose departure two contacts hear of. */
async function queue(url: string, count: number): Promise<void> {
  const ops = await operator(url);
  const partner = await ops.collection('partners').create({
    company: DEMO_IDS.golfo,
    displayName: `Cliente reinicio ${++counter}`,
    contacts: [
      {
        id: 'a',
        nombre: 'Ana',
        email: `ana${counter}@reinicio.test`,
        notify: { milestones: true },
      },
    ],
  });
  for (let i = 0; i < count; i++) {
    const shipment = await ops.collection('shipments_ocean').create({
      company: DEMO_IDS.golfo,
      shipmentCode: `OCN2026${String(9500 + counter * 20 + i)}`,
      portOfLoad: 'Manzanillo (MXZLO)',
      parties: [{ partner: partner.id, role: 'consignee' }],
    });
    await ops
      .collection('shipments_ocean')
      .update(shipment.id, { portOfLoadDepartureActual: '2026-12-01 10:00:00.000Z' });
  }
}

async function queuedIds(url: string): Promise<string[]> {
  const ops = await operator(url);
  const rows = await ops
    .collection('messages')
    .getFullList({ filter: 'recipient ~ "reinicio.test"' });
  return rows.map((row) => String(row.messageId)).sort();
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-outbox-restart-'));
  copySeededDatabase(dataDir);
  databaseUrl = await testDatabaseUrl({ seeded: true });
  catcher = await startOutboxCatcher({ holdMs: 1_500, recipients: /@reinicio\.test$/ });
  server = await start();
  const ops = await operator(server.url);
  await ops.settings.update({ smtp: catcherSmtp(catcher) });
}, 120_000);

afterAll(async () => {
  if (server) await stopProductProcess(server, 'SIGKILL');
  await catcher?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the outbox across restarts', () => {
  it('delivers every message once when the server is killed (-9) while sending, then started again', async () => {
    await queue(server.url, 6);
    const deadline = Date.now() + 15_000;
    while (catcher.holding() === 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(catcher.holding()).toBeGreaterThan(0);
    await stopProductProcess(server, 'SIGKILL');
    const beforeRestart = catcher.accepted.length;
    expect(beforeRestart).toBeLessThan(6);
    server = await start();
    const delivered = await catcher.waitFor(6, 30_000);
    await new Promise((resolve) => setTimeout(resolve, CLAIM_MS + 2_000));
    expect(catcher.accepted).toHaveLength(6);
    const ids = delivered.map((mail) => mail.parsed.messageId ?? '').sort();
    expect(new Set(ids).size).toBe(6);
    expect(ids).toEqual(await queuedIds(server.url));
  }, 90_000);

  it('delivers every message once across a polite restart (SIGTERM) while sending', async () => {
    const before = catcher.accepted.length;
    await queue(server.url, 4);
    while (catcher.holding() === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await stopProductProcess(server, 'SIGTERM');
    server = await start();
    await catcher.waitFor(before + 4, 30_000);
    await new Promise((resolve) => setTimeout(resolve, CLAIM_MS + 2_000));
    const ids = catcher.accepted.map((mail) => mail.parsed.messageId ?? '');
    expect(ids).toHaveLength(before + 4);
    expect(new Set(ids).size).toBe(before + 4);
  }, 90_000);
});
