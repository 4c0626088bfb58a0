import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CANCELLATION_PENDING } from '#product/billing/cfdi-cancelling.ts';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import { move, refusal } from './billing-fixtures.ts';
import {
  seededBilling,
  stamp,
  typedInvoice,
  type Invoice,
  type Payment,
} from './billing-test-data.ts';
import { historyOf } from './history-fixtures.ts';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// A cancellation the client must accept (decision 081), on both engines: the SAT takes the
// request "En proceso" and the CFDI stays valid; the server asks the SAT where it stands (the
// sweep, or a person's "ask now") and writes what it learns once: cancelled with what follows
// (an 01 replacement linked both ways, a payment's amounts back on its invoice), or valid again
// when the client refused, or cancelled when the client let the 72 hours pass.

const HOUR = 3_600_000;

let server: TestServer;
let pac: TestPac;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let client = '';
/** The test PAC's clock runs this far ahead of the real one. */
let ahead = 0;

type Check = { pending: number; cancelled: number; refused: number };

const checkCancellations = () => server.billing!.checkCancellations();
const invoiceOf = (id: string) => ops.collection('invoices').getOne<Invoice>(id);

/** A stamped PPD invoice of one typed line for the demo client. */
async function stampedInvoice(): Promise<Invoice> {
  const draft = await callers.staffGolfo
    .collection('invoices')
    .create<Invoice>(typedInvoice(client, { metodoPago: 'PPD', formaPago: '99' }));
  const stamped = await stamp(callers.staffGolfo, draft.id);
  expect(stamped.state).toBe('stamped');
  return stamped;
}

/** 100 pesos by transfer, paid on one invoice of the demo client. */
const paymentOf = (invoice: string) => ({
  company: DEMO_IDS.golfo,
  client,
  date: '2026-12-04 12:00:00.000Z',
  formaPago: '03',
  currency: 'MXN',
  amount: 100,
  applications: [{ invoice, amount: 100 }],
});

const cancel = (id: string, body: Record<string, unknown> = { reason: '02' }) =>
  move<Invoice & { cancelReason: string; replacedBy: string; replaces: string }>(
    callers.staffGolfo,
    `/api/rumbo/invoices/${id}/cancel`,
    body,
  );

// The seeded database holds the demo's waiting cancellation, stamped by a test PAC this one
// never met: the sweep says so for it on every pass, which these tests need not read.
const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);

beforeAll(async () => {
  pac = await startTestPac({
    cancellationNeedsAcceptance: true,
    now: () => new Date(Date.now() + ahead),
  });
  server = await startTestServer({
    billing: { pac: { url: pac.url, username: 'u', password: 'p' } },
  });
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  client = (await seededBilling(ops)).invoice.stamped.client;
});

afterAll(async () => {
  await server?.close();
  await pac?.close();
  warn.mockRestore();
});

describe('a cancellation waiting for the client', () => {
  let invoice: Invoice;

  it('leaves the invoice valid, says it waits, and takes no payment meanwhile', async () => {
    invoice = await stampedInvoice();
    const waiting = await cancel(invoice.id);
    expect(waiting).toMatchObject({
      state: 'stamped',
      cancelReason: '02',
      stampError: CANCELLATION_PENDING,
    });
    const payment = await refusal(
      callers.staffGolfo.collection('payments').create(paymentOf(invoice.id)),
    );
    expect(payment?.data).toMatchObject({
      applications: { 0: { invoice: { code: 'validation_cancellation_pending' } } },
    });
    expect(await checkCancellations()).toMatchObject({ pending: 1 });
    expect((await invoiceOf(invoice.id)).state).toBe('stamped');
  });

  it('is cancelled once the client accepts, written once however many ask at once', async () => {
    await pac.answerCancellation(invoice.uuid, true);
    const asked = await Promise.all([
      ...Array.from({ length: 4 }, () => checkCancellations()),
      ...Array.from({ length: 4 }, () =>
        move<Invoice>(callers.staffGolfo, `/api/rumbo/invoices/${invoice.id}/cancellation-check`),
      ),
    ]);
    const cancelled = await invoiceOf(invoice.id);
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: '02', stampError: '' });
    expect(cancelled.cancelledAt).not.toBe('');
    expect(asked.length).toBe(8);
    // One history entry says it was cancelled: the state changed once.
    const history = await historyOf(callers.staffGolfo, 'invoices', invoice.id, { perPage: 100 });
    const toCancelled = history.items.filter((entry) =>
      entry.changes.some((change) => change.field === 'cancelledAt'),
    );
    expect(toCancelled).toHaveLength(1);
    expect(await checkCancellations()).toEqual({ pending: 0, cancelled: 0, refused: 0 });
  });

  it('asking now about an invoice with no waiting cancellation is refused', async () => {
    const answer = await refusal(
      move(callers.staffGolfo, `/api/rumbo/invoices/${invoice.id}/cancellation-check`),
    );
    expect(answer).toMatchObject({
      status: 400,
      message: 'No cancellation of this CFDI waits for the client.',
    });
  });
});

describe('the client refuses, or lets the time pass', () => {
  it('a refusal leaves the invoice valid and says so; asking again is a new request', async () => {
    const invoice = await stampedInvoice();
    await cancel(invoice.id, { reason: '03' });
    await pac.answerCancellation(invoice.uuid, false);
    const swept: Check = await checkCancellations();
    expect(swept.refused).toBeGreaterThanOrEqual(1);
    const refused = await invoiceOf(invoice.id);
    expect(refused).toMatchObject({ state: 'stamped', cancelReason: '' });
    expect(refused.stampError).toBe(
      'The client refused the cancellation (SAT: Solicitud rechazada). The CFDI stays valid.',
    );
    const again = await cancel(invoice.id, { reason: '03' });
    expect(again).toMatchObject({ state: 'stamped', stampError: CANCELLATION_PENDING });
    await pac.answerCancellation(invoice.uuid, true);
    await move(callers.staffGolfo, `/api/rumbo/invoices/${invoice.id}/cancellation-check`);
    expect((await invoiceOf(invoice.id)).state).toBe('cancelled');
  });

  it('72 hours without an answer: the SAT cancels it', async () => {
    const invoice = await stampedInvoice();
    await cancel(invoice.id);
    ahead = 71 * HOUR;
    await checkCancellations();
    expect((await invoiceOf(invoice.id)).state).toBe('stamped');
    ahead = 73 * HOUR;
    await checkCancellations();
    expect((await invoiceOf(invoice.id)).state).toBe('cancelled');
    ahead = 0;
  });
});

describe('what follows a cancellation learned later', () => {
  it('reason 01: the replacing invoice is named while it waits and linked both ways once cancelled', async () => {
    const [replaced, replacing] = [await stampedInvoice(), await stampedInvoice()];
    const waiting = await cancel(replaced.id, { reason: '01', replacement: replacing.id });
    expect(waiting).toMatchObject({
      state: 'stamped',
      cancelReason: '01',
      replacedBy: replacing.id,
    });
    await pac.answerCancellation(replaced.uuid, true);
    await checkCancellations();
    const [after, other] = await Promise.all([
      invoiceOf(replaced.id),
      ops.collection('invoices').getOne<Invoice & { replaces: string }>(replacing.id),
    ]);
    expect(after).toMatchObject({ state: 'cancelled', replacedBy: replacing.id });
    expect(other.replaces).toBe(replaced.id);
  });

  it('a payment complement: its amount goes back to the invoice once the SAT cancels it', async () => {
    const invoice = await stampedInvoice();
    const payment = await callers.staffGolfo
      .collection('payments')
      .create<Payment>(paymentOf(invoice.id));
    const stamped = await move<Payment>(
      callers.staffGolfo,
      `/api/rumbo/payments/${payment.id}/stamp`,
    );
    expect(stamped.state).toBe('stamped');
    const waiting = await move<Payment & { cancelReason: string }>(
      callers.staffGolfo,
      `/api/rumbo/payments/${payment.id}/cancel`,
    );
    expect(waiting).toMatchObject({ state: 'stamped', cancelReason: '02' });
    expect((await invoiceOf(invoice.id)).paid).toBe(100);
    await pac.answerCancellation(stamped.uuid, true);
    // Eight at once, through the route and the sweep: the amount goes back once.
    await Promise.all([
      ...Array.from({ length: 4 }, () => checkCancellations()),
      ...Array.from({ length: 4 }, () =>
        move(callers.staffGolfo, `/api/rumbo/payments/${payment.id}/cancellation-check`),
      ),
    ]);
    expect((await ops.collection('payments').getOne<Payment>(payment.id)).state).toBe('cancelled');
    expect(await invoiceOf(invoice.id)).toMatchObject({ paid: 0, balance: invoice.total });
  });
});

describe('who may ask', () => {
  it('another company’s user and a guest get the answers they get for the record', async () => {
    const invoice = await stampedInvoice();
    await cancel(invoice.id);
    const path = `/api/rumbo/invoices/${invoice.id}/cancellation-check`;
    expect(await refusal(move(callers.staffPlata, path))).toMatchObject({ status: 404 });
    expect(await refusal(move(callers.guest, path))).toMatchObject({ status: 404 });
    expect((await invoiceOf(invoice.id)).stampError).toBe(CANCELLATION_PENDING);
    expect(pac.calls().get_sat_status).toBeGreaterThan(0);
  });
});
