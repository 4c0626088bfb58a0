import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEMO_IDS, formatMoney } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import {
  expect,
  expectNoSidewaysScroll,
  expectOpened,
  seriousAxeViolations,
  test,
} from './fixtures.ts';
import { LOADED, patient } from './patience.ts';
import { setTheme, shoot, shootVariants, takesScreenshots } from './screenshots.ts';
import { operatorSdk } from './sdk-clients.ts';

// Billing (issue 39, docs/decisions/079): from a land shipment no invoice bills yet, its billing
// panel starts an invoice of its income rows; the draft's live totals; saved, its seal refused
// while the client's fiscal data are missing, which are completed in the partner (a new tab) the
// editor links to; sealed and stamped by the demo's test PAC (its UUID, the "not valid" notice,
// the PDF); a part of it paid, its payment complement stamped; the client's balance in the aging
// report and its Excel copy. Then the same screens in Spanish, at desktop and phone width, in
// both themes.

test.describe.configure({ timeout: patient(150_000) });

const STAFF = 'staff@golfo.test';
/** A client of Golfo's demo, whose fiscal data the journey completes: its RFC. */
const CLIENT_RFC = 'MAM871001DZ6';
const CLIENT = 'Muebles Artesanales de Michoacán';
const PAID = 10_000;

type FiscalData = {
  razonSocial: string;
  regimenFiscal: string;
  codigoPostal: string;
  usoCfdi: string;
};

let partner: { id: string; before: FiscalData } | null = null;
let invoiceId = '';

// What the journey made is undone, so that it runs again on the same server: the payment's
// complement cancelled, the invoice cancelled before the (test) SAT, which frees the shipment's
// rows, and the client's fiscal data as the demo has them.
test.afterEach(async ({ baseURL }) => {
  const ops = await operatorSdk(baseURL!);
  if (invoiceId) {
    const payments = await ops
      .collection('payments')
      .getFullList({ filter: ops.filter('invoiceIds ~ {:id}', { id: invoiceId }) });
    for (const payment of payments) {
      if (payment.state === 'stamped')
        await ops.send(`/api/rumbo/payments/${payment.id}/cancel`, {
          method: 'POST',
          body: { reason: '02' },
        });
      else if (payment.state !== 'cancelled') await ops.collection('payments').delete(payment.id);
    }
    const invoice = await ops.collection('invoices').getOne(invoiceId);
    if (invoice.state === 'draft') await ops.collection('invoices').delete(invoiceId);
    else if (invoice.state !== 'cancelled')
      await ops.send(`/api/rumbo/invoices/${invoiceId}/cancel`, {
        method: 'POST',
        body: { reason: '02' },
      });
    invoiceId = '';
  }
  if (partner) await ops.collection('partners').update(partner.id, partner.before);
  partner = null;
  await setLanguage(baseURL!, '');
});

async function setLanguage(origin: string, language: '' | 'es') {
  const ops = await operatorSdk(origin);
  const user = await ops.collection('users').getFirstListItem(`email = "${STAFF}"`);
  await ops.collection('users').update(user.id, { language });
}

async function looksRight(page: Page, name: string) {
  expect(await seriousAxeViolations(page), name).toEqual([]);
  await shootVariants(page, name);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A part of a page (inside a scrolling dialog) at both widths and in both themes. */
async function looksRightPart(page: Page, part: Locator, name: string) {
  expect(await seriousAxeViolations(page), name).toEqual([]);
  for (const [width, height, size] of [
    [1280, 800, 'desktop'],
    [375, 812, 'mobile'],
  ] as const) {
    await page.setViewportSize({ width, height });
    if (width === 375) await expectNoSidewaysScroll(page);
    if (!takesScreenshots) continue;
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      await part.scrollIntoViewIfNeeded();
      await shoot(part, `${name}-${size}-${theme}`);
    }
    await setTheme(page, 'light');
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The first of Golfo's land shipments whose consignee is the client and no live invoice bills. */
async function freeShipmentOf(ops: PocketBase, clientId: string) {
  const live = await ops.collection('invoices').getFullList({
    filter: `company = "${DEMO_IDS.golfo}" && state != "cancelled"`,
    fields: 'shipmentIds',
  });
  const billed = live.map((invoice) => String(invoice.shipmentIds)).join(' ');
  const shipments = await ops.collection('shipments_land').getFullList({
    filter: `company = "${DEMO_IDS.golfo}"`,
    sort: 'shipmentCode',
  });
  const shipment = shipments.find(
    (candidate) =>
      !billed.includes(candidate.id) &&
      (candidate.parties as { partner: string; role: string }[]).some(
        (party) => party.role === 'consignee' && party.partner === clientId,
      ) &&
      (candidate.costControlRows as { flow: string; currency: string }[]).some(
        (row) => row.flow === 'income' && row.currency === 'MXN',
      ),
  );
  expect(shipment, 'a land shipment of the client that no invoice bills').toBeTruthy();
  return shipment!;
}

/** Picks `option` (its start) in a searchable select, typing `search` into it. */
async function choose(select: Locator, search: string, option: RegExp) {
  await select.click();
  await select.fill(search);
  await select.page().getByRole('option', { name: option }).click();
}

test('invoice a shipment’s charges, complete the client’s fiscal data, stamp it, collect a part and find the balance in the aging', async ({
  page,
  signIn,
  baseURL,
}) => {
  const ops = await operatorSdk(baseURL!);
  const client = await ops.collection('partners').getFirstListItem(`rfc = "${CLIENT_RFC}"`);
  partner = {
    id: client.id,
    before: {
      razonSocial: client.razonSocial,
      regimenFiscal: client.regimenFiscal,
      codigoPostal: client.codigoPostal,
      usoCfdi: client.usoCfdi,
    },
  };
  // The journey meets the client as one whose fiscal data are not complete yet (put back after).
  await ops
    .collection('partners')
    .update(client.id, { regimenFiscal: '', codigoPostal: '', usoCfdi: '' });
  const shipment = await freeShipmentOf(ops, client.id);
  const code = shipment.shipmentCode as string;

  // The shipment's billing panel: its money per currency, nothing invoiced yet.
  await signIn(page, STAFF, `/dashboard/shipments/land?open=${shipment.id}`);
  const editor = page.getByRole('dialog').first();
  await expect(editor).toContainText(code, LOADED);
  const billing = editor.getByRole('region', { name: 'Billing' });
  await expect(billing.getByText('No invoice bills this shipment yet.')).toBeVisible(LOADED);
  await expect(
    billing.getByTestId('billing-totals').getByRole('row', { name: /^MXN/ }),
  ).toBeVisible();
  await looksRightPart(page, billing, 'billing-shipment-panel');

  // "Invoice pending charges" opens a new invoice of its income rows, for its consignee.
  await billing.getByRole('link', { name: 'Invoice pending charges' }).click();
  await expect(page).toHaveURL(
    `/dashboard/invoices/new?from=shipments_land:${shipment.id}`,
    LOADED,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible(LOADED);
  await expect(
    page.getByText(`From shipment ${code}: its income charges not invoiced yet.`),
  ).toBeVisible(LOADED);
  await expect(page.getByRole('textbox', { name: 'Client' })).toHaveValue(new RegExp(`^${CLIENT}`));
  const line = page.getByRole('group', { name: 'Line 1' });
  await expect(line.getByText(`Shipment ${code}`)).toBeVisible();
  await expect(line.getByLabel('Description')).not.toHaveValue('');
  const problems = page.getByRole('region', { name: 'Problems before sealing' });
  await expect(problems).toContainText('Client’s tax regime: Missing.');
  await expect(problems).toContainText('Client’s postal code: Missing.');
  await expect(problems).toContainText('CFDI use: Missing.');

  // Live totals: a land freight line billed to a company withholds 4 % of IVA, and the total
  // follows the box at once.
  const totals = page.getByRole('region', { name: 'Totals of the invoice' });
  const total = totals.getByTestId('total-total');
  await expect(totals.getByTestId('total-withheld')).toBeVisible();
  const withheld = (await total.textContent())!;
  await line.getByRole('checkbox', { name: /^Withhold 4 % IVA/ }).uncheck();
  await expect(totals.getByTestId('total-withheld')).toBeHidden();
  await expect(total).not.toHaveText(withheld);
  await line.getByRole('checkbox', { name: /^Withhold 4 % IVA/ }).check();
  await expect(total).toHaveText(withheld);
  // Paid later, on credit: PPD, its payment form 99.
  await page.getByText('PPD', { exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Payment form' })).toHaveValue(/^99 /);
  await looksRight(page, 'billing-invoice-new');

  // Saved: the server numbers the draft, with the totals the editor showed.
  await page.getByRole('button', { name: 'Save the draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/invoices\/[a-z0-9]{15}$/, LOADED);
  invoiceId = page.url().split('/').pop()!;
  const heading = page.getByRole('heading', { level: 1, name: /^F-\d+$/ });
  await expect(heading).toBeVisible(LOADED);
  const folio = (await heading.textContent())!;
  const draft = await ops.collection('invoices').getOne(invoiceId);
  expect([draft.state, draft.client, draft.metodoPago]).toEqual(['draft', client.id, 'PPD']);
  await expect(total).toContainText(formatMoney(draft.total, 'MXN'));

  // Sealing is refused before anything is sent: the client's fiscal data are missing.
  await page.getByRole('button', { name: 'Seal and stamp' }).click();
  await expect(
    page.getByText('Fix the problems before sealing: the invoice was not sent.'),
  ).toBeVisible();
  expect((await ops.collection('invoices').getOne(invoiceId)).state).toBe('draft');
  await looksRight(page, 'billing-invoice-problems');

  // The editor's link opens the client in Partners in a new tab, where they are completed.
  const partnerTab = page.waitForEvent('popup');
  await page.getByRole('link', { name: /^Complete the partner’s fiscal data/ }).click();
  const other = await partnerTab;
  const drawer = other.getByRole('dialog', { name: 'Edit partner' });
  await expect(drawer.getByRole('textbox', { name: 'RFC' })).toHaveValue(CLIENT_RFC, LOADED);
  const fiscal = drawer.getByRole('region', { name: 'Fiscal data (CFDI)' });
  await expect(fiscal).toContainText('Still needed to invoice this client');
  await fiscal.getByRole('textbox', { name: 'Razón social' }).fill(CLIENT);
  await choose(
    fiscal.getByRole('textbox', { name: 'Tax regime (régimen fiscal)' }),
    '601',
    /^601 /,
  );
  await fiscal.getByRole('textbox', { name: 'Postal code' }).fill('58000');
  await choose(fiscal.getByRole('textbox', { name: 'CFDI use (uso del CFDI)' }), 'G03', /^G03 /);
  await expect(fiscal).toContainText('Complete: this client can be invoiced.');
  await expectOpened(drawer);
  await fiscal.scrollIntoViewIfNeeded();
  await looksRight(other, 'billing-partner-fiscal');
  await drawer.getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await ops.collection('partners').getOne(client.id)).regimenFiscal, LOADED)
    .toBe('601');
  await other.close();

  // Back in the invoice, which reads the client again on returning to its tab (a headless
  // browser's tabs never hide, so the return is told as a browser tells it): only the CFDI's use
  // is left to choose.
  await page.bringToFront();
  await page.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  const clientFiscal = page.getByRole('group', { name: 'Client’s fiscal data' });
  await expect(clientFiscal).toContainText('58000', LOADED);
  await expect(problems).not.toContainText('tax regime');
  await choose(page.getByRole('textbox', { name: /^CFDI use/ }), 'G03', /^G03 /);
  await expect(
    page.getByRole('status').filter({ hasText: 'Nothing stops this invoice' }),
  ).toBeVisible();

  // Sealed and stamped (the unsaved use saved first): its UUID, and the test stamp's notice.
  await page.getByRole('button', { name: 'Seal and stamp' }).click();
  await expect(page.getByText(new RegExp(`^Invoice ${folio} stamped\\. UUID `))).toBeVisible(
    LOADED,
  );
  await expect(page.getByText('Stamped', { exact: true }).first()).toBeVisible();
  const stamped = await ops.collection('invoices').getOne(invoiceId);
  expect([stamped.state, stamped.uso]).toEqual(['stamped', 'G03']);
  await expect(page.getByTestId('invoice-uuid')).toHaveText(stamped.uuid);
  expect(stamped.uuid).toMatch(/^[0-9A-F]{8}(-[0-9A-F]{4}){3}-[0-9A-F]{12}$/i);
  await expect(page.getByText('Test stamp: not valid before the SAT')).toBeVisible();
  await looksRight(page, 'billing-invoice-stamped');

  // Its PDF, as the server writes it.
  const pdfAnswer = page.waitForResponse((response) =>
    response.url().includes(`/api/documents/invoices/${invoiceId}/invoice.pdf`),
  );
  await page.getByRole('button', { name: 'View PDF' }).click();
  const pdf = await pdfAnswer;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toMatch(new RegExp(`factura-${folio}-es\\.pdf`));
  const pdfDialog = page.getByRole('dialog', { name: `Invoice ${folio} — PDF` });
  await expect(pdfDialog.getByRole('link', { name: 'Download' })).toBeVisible(LOADED);
  await pdfDialog.getByRole('button', { name: 'Close' }).click();

  // A part of it paid: the invoice is partially paid, and the payment's complement is stamped.
  await page
    .getByRole('group', { name: 'Actions on the invoice' })
    .getByRole('button', { name: 'Record payment' })
    .click();
  const payment = page.getByRole('dialog', { name: `Record a payment — ${folio}` });
  await payment.getByRole('textbox', { name: `Amount for ${folio}` }).fill(String(PAID));
  await payment.getByRole('textbox', { name: 'Reference (transfer, cheque)' }).fill('SPEI 4471920');
  await expect(payment.getByTestId('payment-total')).toHaveText(formatMoney(PAID, 'MXN'));
  await expectOpened(payment);
  await looksRight(page, 'billing-record-payment');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText(`Payment of ${formatMoney(PAID, 'MXN')} recorded.`)).toBeVisible(
    LOADED,
  );
  await expect(page.getByText('Partially paid', { exact: true }).first()).toBeVisible(LOADED);
  const payments = page.getByRole('table', { name: 'Payments of the invoice' });
  await expect(payments.getByText('To stamp')).toBeVisible(LOADED);
  await payments.getByRole('button', { name: 'Stamp complement' }).click();
  await expect(payments.getByText('Stamped', { exact: true })).toBeVisible(LOADED);
  const paid = await ops.collection('invoices').getOne(invoiceId);
  expect([paid.state, paid.balance]).toEqual([
    'partiallyPaid',
    Math.round((paid.total - PAID) * 100) / 100,
  ]);

  // The aging report: the client owes the rest, not yet due; the Excel copy downloads.
  await page.getByRole('navigation').getByRole('link', { name: 'Invoices' }).click();
  await page.getByRole('link', { name: 'Accounts receivable' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts receivable' })).toBeVisible(
    LOADED,
  );
  const pesos = page.getByRole('table', { name: 'In MXN' });
  const row = pesos.getByRole('row').filter({ has: page.getByRole('link', { name: CLIENT }) });
  // Not yet due, 1–30, 31–60, 61–90 and over 90 days, then the total: the server's figures,
  // which count the new invoice's balance as not yet due beside the client's older invoices.
  const aging = await ops.send<{
    currencies: {
      currency: string;
      rows: { client: string; buckets: Record<string, number>; total: number }[];
    }[];
  }>('/api/rumbo/billing/aging', { query: { company: DEMO_IDS.golfo } });
  const owed = aging.currencies
    .find((entry) => entry.currency === 'MXN')!
    .rows.find((entry) => entry.client === partner!.id)!;
  expect(owed.buckets.current).toBeGreaterThanOrEqual(paid.balance);
  const cell = (amount: number) => (amount === 0 ? '—' : formatMoney(amount, 'MXN'));
  await expect(row.getByRole('cell')).toHaveText(
    [
      ...['current', '1-30', '31-60', '61-90', '90+'].map((b) => cell(owed.buckets[b]!)),
      cell(owed.total),
    ],
    LOADED,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export to Excel' }).click();
  const workbook = await download;
  expect(workbook.suggestedFilename()).toMatch(/^accounts-receivable_\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(
    readFileSync(await workbook.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await looksRight(page, 'billing-aging');

  // In Spanish: the invoice, the shipment's panel and the aging.
  await setLanguage(baseURL!, 'es');
  await page.goto(`/dashboard/invoices/${invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: folio })).toBeVisible(LOADED);
  await expect(page.getByText('Pagada parcialmente').first()).toBeVisible(LOADED);
  await expect(page.getByText('Timbre de prueba: sin validez ante el SAT')).toBeVisible();
  await looksRight(page, 'billing-invoice-partially-paid-es');
  await page.goto(`/dashboard/shipments/land?open=${shipment.id}`);
  const facturacion = page.getByRole('dialog').first().getByRole('region', { name: 'Facturación' });
  await expect(facturacion.getByRole('link', { name: `Abrir la factura ${folio}` })).toBeVisible(
    LOADED,
  );
  await expect(
    facturacion.getByText('Todos los cargos de ingreso están facturados.'),
  ).toBeVisible();
  await looksRightPart(page, facturacion, 'billing-shipment-panel-es');
  await page.goto('/dashboard/billing/aging');
  await expect(page.getByRole('heading', { level: 1, name: 'Cuentas por cobrar' })).toBeVisible(
    LOADED,
  );
  await expect(page.getByRole('table', { name: 'En MXN' })).toContainText(CLIENT, LOADED);
  await looksRight(page, 'billing-aging-es');

  // The demo's invoice whose cancellation waits for the client (decision 081): what it says, the
  // SAT asked on request, and no payment nor second cancellation offered meanwhile.
  const waiting = await ops
    .collection('invoices')
    .getFirstListItem(
      `company = "${DEMO_IDS.golfo}" && cancelReason != "" && state != "cancelled"`,
    );
  await page.goto(`/dashboard/invoices/${waiting.id}`);
  const request = page.getByRole('status').filter({ hasText: 'Cancelación en espera del cliente' });
  await expect(request).toBeVisible(LOADED);
  await expect(request).toContainText('El cliente tiene 72 horas para aceptarla o rechazarla');
  const actions = page.getByRole('group', { name: 'Acciones de la factura' });
  await expect(actions.getByRole('button', { name: 'Descargar XML' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Registrar pago' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Cancelar factura' })).toHaveCount(0);
  await request.getByRole('button', { name: 'Consultar al SAT ahora' }).click();
  await expect(page.getByText('El SAT sigue esperando la respuesta del cliente.')).toBeVisible(
    LOADED,
  );
  await looksRight(page, 'billing-invoice-cancellation-waiting-es');
});
