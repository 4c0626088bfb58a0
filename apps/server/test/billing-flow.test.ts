import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cadenaOriginal, validateCfdiXml } from '#product/billing/cfdi/sat-tools.ts';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import { attributesOf, countOf, opensslVerifies } from './cfdi-fixtures.ts';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { verifySatSeal } from './pac-fixtures.ts';
import { pdfPages } from './pdf-text.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import {
  draftBody,
  linesOf,
  move,
  refusal,
  unbilledShipments,
  withFiscalData,
  type Billable,
} from './billing-fixtures.ts';

// The whole chain of issue 39 on both engines: an invoice built from a demo shipment's income
// rows is sealed with the company's CSD, valid against the SAT's schemas, its seal verified by
// openssl over the cadena original, stamped by the PAC (whose seal openssl verifies too), paid in
// two parts with their payment complements, and cancelled once its payments are; the rows it
// billed are then free for another invoice.

let server: TestServer;
let pac: TestPac;
let callers: Record<CallerName, PocketBase>;
let shipment: Billable;
let clientRfc = '';

type Invoice = Record<string, unknown> & { id: string; state: string; uuid: string; total: number };

/** A CFDI's XML as the documents route answers it (the SDK reads JSON only). */
async function xmlOf(pb: PocketBase, owner: string, id: string): Promise<string> {
  const answer = await fetch(`${server.url}/api/documents/${owner}/${id}/cfdi.xml`, {
    headers: { Authorization: pb.authStore.token },
  });
  expect(answer.headers.get('content-type')).toContain('application/xml');
  return answer.text();
}

beforeAll(async () => {
  pac = await startTestPac();
  server = await startTestServer({
    billing: { pac: { url: pac.url, username: 'rumbo', password: 'secret' } },
  });
  callers = await signInCallers(server.url);
  const [first] = await unbilledShipments(callers.staffGolfo);
  if (!first) throw new Error('The demo has no unbilled Golfo shipment.');
  shipment = first;
  clientRfc = await withFiscalData(callers.staffGolfo, shipment.client);
});

afterAll(async () => {
  await server?.close();
  await pac?.close();
});

describe('an invoice from a demo shipment, through its whole life', () => {
  let invoice: Invoice;
  let xml = '';
  const payments: string[] = [];

  it('is drafted from the rows, numbered and totalled by the server', async () => {
    const staff = callers.staffGolfo;
    const lines = linesOf(shipment, clientRfc);
    invoice = await staff.collection('invoices').create<Invoice>(draftBody(shipment.client, lines));
    expect(invoice.state).toBe('draft');
    expect(invoice.code).toMatch(/^F-\d+$/);
    expect(invoice.total).toBeGreaterThan(0);
    expect(invoice.shipmentIds).toBe(shipment.id);
    expect(invoice.balance).toBe(invoice.total);
  });

  it('is sealed, valid against the SAT schemas, its seal verified by openssl, and stamped once', async () => {
    const before = pac.stampCount();
    invoice = await move<Invoice>(callers.staffGolfo, `/api/rumbo/invoices/${invoice.id}/stamp`);
    expect(invoice.state).toBe('stamped');
    expect(invoice.uuid).toMatch(/^[0-9A-F-]{36}$/);
    expect(pac.stampCount()).toBe(before + 1);
    xml = await xmlOf(callers.staffGolfo, 'invoices', invoice.id);
    expect((await validateCfdiXml(xml)).valid).toBe(true);
    const comprobante = attributesOf(xml, 'cfdi:Comprobante');
    expect(comprobante.Total).toBe(invoice.total.toFixed(2));
    expect(comprobante.MetodoPago).toBe('PPD');
    expect(attributesOf(xml, 'cfdi:Receptor').Rfc).toBe(clientRfc.toUpperCase());
    expect(countOf(xml, 'cfdi:Concepto')).toBeGreaterThan(0);
    const cadena = await cadenaOriginal(xml);
    expect(opensslVerifies(cadena, comprobante.Sello!, comprobante.Certificado!)).toBe(true);
    const stamp = await verifySatSeal(xml, pac.certificatePem);
    expect(stamp.verdict).toContain('Verified OK');
    expect(attributesOf(xml, 'tfd:TimbreFiscalDigital').UUID).toBe(invoice.uuid);
  });

  it('prints as its PDF in Spanish and English, with the stamp', async () => {
    for (const [lang, title] of [
      ['es', 'Factura'],
      ['en', 'Invoice'],
    ] as const) {
      const answer = await fetch(
        `${server.url}/api/documents/invoices/${invoice.id}/invoice.pdf?lang=${lang}`,
        { headers: { Authorization: callers.staffGolfo.authStore.token } },
      );
      expect(answer.headers.get('content-type')).toBe('application/pdf');
      const text = (await pdfPages(new Uint8Array(await answer.arrayBuffer()))).join(' ');
      expect(text).toContain(`${title} ${String(invoice.code)}`);
      expect(text).toContain(invoice.uuid);
      expect(text).toContain(clientRfc.toUpperCase());
    }
  });

  it('stamping again gives the same stamp, and the PAC is not asked', async () => {
    const calls = pac.calls().stamp;
    const again = await move<Invoice>(
      callers.staffGolfo,
      `/api/rumbo/invoices/${invoice.id}/stamp`,
    );
    expect(again.uuid).toBe(invoice.uuid);
    expect(pac.calls().stamp).toBe(calls);
  });

  it('is paid in two parts, each with its payment complement (Pagos 2.0)', async () => {
    const staff = callers.staffGolfo;
    const first = Math.round(invoice.total * 40) / 100;
    const second = Math.round((invoice.total - first) * 100) / 100;
    for (const [index, amount] of [first, second].entries()) {
      const payment = await staff.collection('payments').create({
        company: invoice.company,
        client: shipment.client,
        date: `2026-12-0${index + 2} 12:00:00.000Z`,
        formaPago: '03',
        currency: 'MXN',
        amount,
        applications: [{ invoice: invoice.id, amount }],
        reference: `SPEI-${index + 1}`,
      });
      expect(payment.needsComplement).toBe(true);
      const stamped = await move(staff, `/api/rumbo/payments/${payment.id}/stamp`);
      expect(stamped.state).toBe('stamped');
      payments.push(payment.id);
      const complement = await xmlOf(staff, 'payments', payment.id);
      expect((await validateCfdiXml(complement)).valid).toBe(true);
      const related = attributesOf(complement, 'pago20:DoctoRelacionado');
      expect(related.IdDocumento).toBe(invoice.uuid);
      expect(related.NumParcialidad).toBe(String(index + 1));
      expect(Number(related.ImpSaldoAnt)).toBeCloseTo(index === 0 ? invoice.total : second, 2);
      expect(Number(related.ImpPagado)).toBeCloseTo(amount, 2);
      expect(Number(related.ImpSaldoInsoluto)).toBeCloseTo(index === 0 ? second : 0, 2);
      const seal = attributesOf(complement, 'cfdi:Comprobante');
      expect(
        opensslVerifies(await cadenaOriginal(complement), seal.Sello!, seal.Certificado!),
      ).toBe(true);
      const after = await staff.collection('invoices').getOne<Invoice>(invoice.id);
      expect(after.state).toBe(index === 0 ? 'partiallyPaid' : 'paid');
      expect(after.balance).toBeCloseTo(index === 0 ? second : 0, 2);
    }
  });

  it('shows in the client statement and leaves the aging once paid', async () => {
    const staff = callers.staffGolfo;
    const statement = await staff.send<{
      currencies: { entries: { id: string; kind: string }[]; closing: number }[];
    }>(`/api/rumbo/billing/statement/${shipment.client}`, { requestKey: null });
    const entries = statement.currencies.flatMap((c) => c.entries);
    expect(entries.filter((e) => e.id === invoice.id).map((e) => e.kind)).toEqual(['invoice']);
    expect(entries.filter((e) => payments.includes(e.id))).toHaveLength(2);
    const aging = await staff.send<{ currencies: { rows: { client: string }[] }[] }>(
      '/api/rumbo/billing/aging',
      { requestKey: null },
    );
    const owing = aging.currencies.flatMap((c) => c.rows.map((r) => r.client));
    const clientInvoices = await staff.collection('invoices').getFullList<Invoice>({
      filter: `client = "${shipment.client}" && (state = "stamped" || state = "partiallyPaid")`,
    });
    expect(owing.includes(shipment.client)).toBe(clientInvoices.length > 0);
  });

  it('is cancelled only once its payments are, and its rows are free again', async () => {
    const staff = callers.staffGolfo;
    const refused = await refusal(
      move(staff, `/api/rumbo/invoices/${invoice.id}/cancel`, { reason: '02' }),
    );
    expect(refused).toMatchObject({ status: 400, message: 'Cancel its payments first.' });
    for (const id of [...payments].reverse()) {
      const cancelled = await move(staff, `/api/rumbo/payments/${id}/cancel`);
      expect(cancelled.state).toBe('cancelled');
    }
    const unpaid = await staff.collection('invoices').getOne<Invoice>(invoice.id);
    expect(unpaid).toMatchObject({ state: 'stamped', paid: 0, balance: invoice.total });
    const cancelled = await move<Invoice>(staff, `/api/rumbo/invoices/${invoice.id}/cancel`, {
      reason: '02',
    });
    expect(cancelled).toMatchObject({ state: 'cancelled', cancelReason: '02' });
    const again = await staff
      .collection('invoices')
      .create<Invoice>(draftBody(shipment.client, linesOf(shipment, clientRfc)));
    expect(again.state).toBe('draft');
    await staff.collection('invoices').delete(again.id);
  });
});

describe('races', () => {
  it('twelve drafts at once over the same rows: exactly one is accepted', async () => {
    const [, other] = await unbilledShipments(callers.staffGolfo);
    const rfc = await withFiscalData(callers.staffGolfo, other!.client);
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        callers.staffGolfo
          .collection('invoices')
          .create(draftBody(other!.client, linesOf(other!, rfc)), { requestKey: null }),
      ),
    );
    const made = attempts.filter((a) => a.status === 'fulfilled');
    expect(made).toHaveLength(1);
    for (const attempt of attempts)
      if (attempt.status === 'rejected')
        expect(JSON.stringify((attempt.reason as { response: unknown }).response)).toContain(
          'validation_row_invoiced',
        );
  });

  it('twelve stamps of one invoice at once: one UUID, one stamp at the PAC', async () => {
    const [third] = (await unbilledShipments(callers.staffGolfo)).slice(0, 1);
    const rfc = await withFiscalData(callers.staffGolfo, third!.client);
    const draft = await callers.staffGolfo
      .collection('invoices')
      .create<Invoice>(draftBody(third!.client, linesOf(third!, rfc)));
    pac.set({ delayMs: 300 });
    const before = pac.stampCount();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        move<Invoice>(callers.staffGolfo, `/api/rumbo/invoices/${draft.id}/stamp`),
      ),
    );
    pac.set({ delayMs: 0 });
    expect(new Set(answers.map((a) => a.uuid)).size).toBe(1);
    expect(answers[0]!.uuid).not.toBe('');
    expect(pac.stampCount()).toBe(before + 1);
  });

  it('two payments at once for the last of a balance: one is accepted, nothing is overpaid', async () => {
    const [fourth] = await unbilledShipments(callers.staffGolfo);
    const rfc = await withFiscalData(callers.staffGolfo, fourth!.client);
    const draft = await callers.staffGolfo
      .collection('invoices')
      .create<Invoice>(draftBody(fourth!.client, linesOf(fourth!, rfc)));
    const stamped = await move<Invoice>(
      callers.staffGolfo,
      `/api/rumbo/invoices/${draft.id}/stamp`,
    );
    const pay = () =>
      callers.staffGolfo.collection('payments').create(
        {
          company: stamped.company,
          client: fourth!.client,
          date: '2026-12-03 12:00:00.000Z',
          formaPago: '03',
          currency: 'MXN',
          amount: stamped.total,
          applications: [{ invoice: stamped.id, amount: stamped.total }],
        },
        { requestKey: null },
      );
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, pay));
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    const after = await callers.staffGolfo.collection('invoices').getOne<Invoice>(stamped.id);
    expect(after).toMatchObject({ state: 'paid', paid: stamped.total, balance: 0 });
  });
});
