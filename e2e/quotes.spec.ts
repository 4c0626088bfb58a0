import type { Page } from '@playwright/test';
import { DEMO_IDS } from '@rumbo/domain';
import { expect, expectNoSidewaysScroll, seriousAxeViolations, test } from './fixtures.ts';
import { LOADED, patient } from './patience.ts';
import { shootVariants } from './screenshots.ts';
import { operatorSdk } from './sdk-clients.ts';

// Quotes (issue 38, docs/decisions/075 and 076): from the Quotes list a new quote is priced from
// the company's tariff lines with its margin rules, saved (the server numbers it), sent to a
// contact of the client (one e-mail queued with the PDF), accepted into its shipment, whose cost
// rows are the chosen option's buy and sell amounts. Looked at in both languages and themes, at
// desktop and phone width.

test.describe.configure({ timeout: patient(120_000) });

const STAFF = 'staff@golfo.test';
const CLIENT = 'Textiles Finos de Puebla';
const CONTACT = 'Juan Carlos Ibarra';
let quoteId = '';

test.afterEach(async ({ baseURL }) => {
  if (!quoteId) return;
  const ops = await operatorSdk(baseURL!);
  const quote = await ops.collection('quotes').getOne(quoteId);
  if (quote.shipment)
    await ops
      .collection(quote.shipmentCollection)
      .delete(quote.shipment)
      .catch(() => undefined);
  await ops
    .collection('quotes')
    .delete(quoteId)
    .catch(() => undefined);
  await setLanguage(baseURL!, '');
  quoteId = '';
});

async function setLanguage(origin: string, language: '' | 'es') {
  const ops = await operatorSdk(origin);
  const user = await ops.collection('users').getFirstListItem(`email = "${STAFF}"`);
  await ops.collection('users').update(user.id, { language });
}

async function looksRight(page: Page, name: string) {
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootVariants(page, name);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('price a new quote from the tariffs, send it to the client, and accept it into its shipment', async ({
  page,
  signIn,
  baseURL,
}) => {
  await signIn(page, STAFF);
  await page.getByRole('navigation').getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible(LOADED);
  await expect(page.getByRole('table', { name: 'Quotes' })).toContainText('QTE2026', LOADED);
  await looksRight(page, 'quotes-list');

  // A new quote: client, lane and cargo, then options proposed from the buy rates.
  await page.getByRole('link', { name: 'New quote' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible(LOADED);
  await page.getByRole('textbox', { name: 'Client' }).fill('Textiles');
  await page.getByRole('option', { name: CLIENT }).click();
  await page.getByRole('textbox', { name: 'Origin' }).fill('CNSHA');
  await page.getByRole('textbox', { name: 'Destination' }).fill('MXZLO');
  await page.getByRole('button', { name: 'Propose from tariffs' }).click();
  const proposals = page.getByRole('group', { name: 'Proposed options' });
  await expect(proposals.getByRole('checkbox').first()).toBeVisible(LOADED);
  await proposals.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Add 1 option' }).click();
  const option = page.getByRole('group', { name: 'Option 1, line 1' });
  await expect(option.getByLabel('Buy')).not.toHaveValue('');
  await expect(page.getByText('Internal: never shown to the client')).toBeVisible();
  await expect(page.getByText(/^Total USD/).first()).toBeVisible();
  await looksRight(page, 'quote-editor-new');

  // Saved: the server numbers it and the editor becomes the saved quote's.
  await page.getByRole('button', { name: 'Create quote' }).click();
  await expect(page).toHaveURL(/\/dashboard\/quotes\/[a-z0-9]{15}$/, LOADED);
  quoteId = page.url().split('/').pop()!;
  const heading = page.getByRole('heading', { level: 1, name: /^QTE2026\d{4,}$/ });
  await expect(heading).toBeVisible(LOADED);
  const code = (await heading.textContent())!;
  const ops = await operatorSdk(baseURL!);
  const saved = await ops.collection('quotes').getOne(quoteId);
  const [line] = saved.options[0].lines as { charge: string; buy: number; sell: number }[];
  expect(line!.sell).toBeGreaterThan(line!.buy);

  // Sent to the client's contact: one e-mail waits in the outbox with the PDF.
  await page.getByRole('button', { name: 'Send to client' }).click();
  const send = page.getByRole('dialog', { name: `Send quote ${code} to the client` });
  await send.getByRole('checkbox', { name: CONTACT }).check();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootVariants(page, 'quote-send-dialog');
  await send.getByRole('button', { name: 'Send to 1 contact' }).click();
  await expect(page.getByText(`Quote ${code} sent: 1 e-mail queued.`)).toBeVisible(LOADED);
  const messages = await ops
    .collection('messages')
    .getFullList({ filter: `company = "${DEMO_IDS.golfo}" && topic = "${code}"` });
  expect(messages.map((m) => [m.kind, m.recipient, m.attachments[0]?.version])).toEqual([
    ['quote', 'juan.carlos.ibarra@textiles-finos.test', 1],
  ]);

  // Accepted, after a confirmation: the shipment is made, with the option's lines as cost rows.
  await page.getByRole('button', { name: 'Accepted' }).click();
  const accept = page.getByRole('dialog', { name: `Quote ${code} accepted by the client` });
  await accept.getByRole('radio').first().check();
  await accept.getByRole('button', { name: 'Accept and create the shipment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm action' });
  await confirm.getByRole('button', { name: 'Accept quote' }).click();
  await expect(page.getByText(`Quote ${code} accepted: its shipment was created.`)).toBeVisible(
    LOADED,
  );
  const accepted = await ops.collection('quotes').getOne(quoteId);
  expect([accepted.state, accepted.shipmentCollection]).toEqual(['accepted', 'shipments_ocean']);
  const shipment = await ops.collection('shipments_ocean').getOne(accepted.shipment);
  expect(shipment.quote).toBe(quoteId);
  const rows = shipment.costControlRows as { concept: string; amount: number; flow: string }[];
  expect(
    rows.filter((row) => row.concept === line!.charge).map((row) => [row.flow, row.amount]),
  ).toEqual(
    expect.arrayContaining([
      [expect.any(String), line!.buy],
      [expect.any(String), line!.sell],
    ]),
  );
  await page.getByRole('link', { name: 'Open shipment' }).first().click();
  await expect(page).toHaveURL(new RegExp(`open=${accepted.shipment}`), LOADED);
  const editor = page.getByRole('dialog').first();
  await expect(editor).toContainText(shipment.shipmentCode, LOADED);
  const concepts = editor.getByRole('group', { name: /^Cost row \d+$/ }).getByLabel('Concept');
  await expect(concepts.first()).toHaveValue(line!.charge, LOADED);
  await expect(editor.getByRole('textbox', { name: 'Port of loading (POL)' })).toHaveValue(/CNSHA/);

  // In Spanish: the list and the accepted quote.
  await setLanguage(baseURL!, 'es');
  await page.goto(`/dashboard/quotes/${quoteId}`);
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible(LOADED);
  await expect(page.getByText('Aceptada').first()).toBeVisible(LOADED);
  await looksRight(page, 'quote-editor-accepted-es');
  await page.goto('/dashboard/quotes');
  await expect(page.getByRole('heading', { level: 1, name: 'Cotizaciones' })).toBeVisible(LOADED);
  await looksRight(page, 'quotes-list-es');
  await page.getByRole('link', { name: 'Tipos de cambio y márgenes' }).click();
  await expect(page.getByRole('table').first()).toContainText('Banco de México', LOADED);
  await looksRight(page, 'quote-settings-es');
});
