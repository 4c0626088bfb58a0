import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import { startSecondInstance, type SecondInstance } from './second-instance.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { signedIn, startTestServer, type TestServer } from './test-server.ts';
import {
  draftBody,
  linesOf,
  move,
  refusal,
  unbilledShipments,
  withFiscalData,
} from './billing-fixtures.ts';

// Stamping exactly once with two instances on one PostgreSQL database and one PAC account
// (decision 079): stamps asked through both at once, an answer the PAC sent too late, and an
// instance that died holding its claim — each invoice ends with one UUID and one stamp.
describe.runIf(ON_POSTGRES)('stamping across two instances', () => {
  let pac: TestPac;
  let a: TestServer;
  let b: SecondInstance;
  let staffA: PocketBase;
  let staffB: PocketBase;
  const billing = () => ({
    pac: { url: pac.url, username: 'rumbo', password: 'secret' },
    pacTimeoutMs: 2_500,
    claimMs: 3_000,
  });

  /** A new draft of Golfo billing one shipment no invoice bills yet. */
  async function draft(): Promise<string> {
    const [shipment] = await unbilledShipments(staffA);
    const rfc = await withFiscalData(staffA, shipment!.client);
    const made = await staffA
      .collection('invoices')
      .create(draftBody(shipment!.client, linesOf(shipment!, rfc)));
    return made.id;
  }

  beforeAll(async () => {
    pac = await startTestPac();
    a = await startTestServer({ billing: billing() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    b = await startSecondInstance(a.databaseUrl!, { billing: billing() });
    warn.mockRestore();
    [staffA, staffB] = await Promise.all([
      signedIn(a.url, 'staff@golfo.test'),
      signedIn(b.url, 'staff@golfo.test'),
    ]);
  });

  afterAll(async () => {
    await b?.stop();
    await a?.close();
    await pac?.close();
  });

  it('twelve stamps through both instances at once: one UUID, one stamp', async () => {
    const id = await draft();
    pac.set({ delayMs: 200 });
    const before = pac.stampCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        move<{ uuid: string }>(n % 2 ? staffB : staffA, `/api/rumbo/invoices/${id}/stamp`),
      ),
    );
    pac.set({ delayMs: 0 });
    expect(new Set(answers.map((answer) => answer.uuid)).size).toBe(1);
    expect(pac.stampCount()).toBe(before + 1);
  });

  it('an answer the PAC sent too late: the other instance resends and gets the same stamp', async () => {
    const id = await draft();
    const before = pac.stampCount();
    pac.set({ delayMs: 4_000 });
    const silent = await refusal(move(staffA, `/api/rumbo/invoices/${id}/stamp`));
    expect(silent?.status).toBe(503);
    expect((await staffB.collection('invoices').getOne(id)).state).toBe('sealed');
    // The PAC stamped it after all; its answer was lost.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(pac.stampCount()).toBe(before + 1);
    pac.set({ delayMs: 0 });
    // Either instance's own timer may have swept it first: the outcome is what counts.
    await b.billing!.sweep();
    const stamped = await staffA.collection('invoices').getOne(id);
    expect(stamped.state).toBe('stamped');
    expect(pac.stampCount()).toBe(before + 1);
    expect(await a.billing!.sweep()).toBe(0);
  });

  it('an instance that died holding its claim: once the claim runs out, the sweep stamps it once', async () => {
    const id = await draft();
    pac.set({ hang: true });
    expect((await refusal(move(staffA, `/api/rumbo/invoices/${id}/stamp`)))?.status).toBe(503);
    pac.set({ hang: false });
    // What an instance leaves when it dies between its claim and the PAC's answer: sealed, and
    // claimed by nobody alive until the claim runs out.
    const until = new Date(Date.now() + 2_000).toISOString().replace('T', ' ');
    await a.core.db.run(
      'UPDATE "invoices" SET "stampClaim" = ?, "stampClaimUntil" = ? WHERE "id" = ?',
      ['dead-instance-claim', until, id],
    );
    const before = pac.stampCount();
    expect(await b.billing!.sweep()).toBe(0);
    // A person asking meanwhile waits for the claim to run out, then sends it.
    const asked = move<{ uuid: string; state: string }>(staffB, `/api/rumbo/invoices/${id}/stamp`);
    const swept = new Promise((resolve) => setTimeout(resolve, 2_500)).then(() =>
      a.billing!.sweep(),
    );
    const [answer] = await Promise.all([asked, swept]);
    expect(answer.state).toBe('stamped');
    const stored = await staffA.collection('invoices').getOne(id);
    expect(stored.uuid).toBe(answer.uuid);
    expect(pac.stampCount()).toBe(before + 1);
  });
});
