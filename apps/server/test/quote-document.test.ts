import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { pdfPages } from './pdf-text.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// The client's copy of a quote (issue 38, decision 075) at
// GET /api/documents/quotes/{id}/quote.pdf?lang=es|en, read back with a PDF text extractor: the
// lane, cargo, each option's charges at their sell amounts, IVA at 16 % and 0 % apart, totals per
// currency and converted at the stored rate; never what the company pays. Both engines.

let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let quoteId = '';
let code = '';
/** Today as the PDF prints the quote's day in Spanish (`4 dic 2026`). */
let DAY_ES = '';

// Amounts no other figure of the page can print by chance: the buy side must never appear.
const SECRET_BUY = [1234.56, 87.65, 3456.78];

beforeAll(async () => {
  server = await startTestServer();
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  const client = await ops.collection('partners').create({
    company: DEMO_IDS.golfo,
    rol: 'Cliente',
    displayName: 'Comercializadora Quetzal',
    razonSocial: 'Comercializadora Quetzal, S.A. de C.V.',
    rfc: 'CQU150101AB1',
  });
  const day = new Date().toISOString().slice(0, 10);
  const [year, month, date] = day.split('-').map(Number);
  const months = [
    'ene',
    'feb',
    'mar',
    'abr',
    'may',
    'jun',
    'jul',
    'ago',
    'sep',
    'oct',
    'nov',
    'dic',
  ];
  DAY_ES = `${date} ${months[month! - 1]} ${year}`;
  const rates = ops.collection('exchange_rates');
  const existing = await rates.getFullList({
    filter: `company = "${DEMO_IDS.golfo}" && day >= "${day} 00:00:00.000Z"`,
  });
  for (const rate of existing) await rates.delete(rate.id);
  await rates.create({ company: DEMO_IDS.golfo, day, mxnPerUsd: 18.3521 });
  const quote = await callers.staffGolfo.collection('quotes').create({
    client: client.id,
    mode: 'ocean',
    direction: 'import',
    origin: 'Shanghai (CNSHA)',
    destination: 'Manzanillo (MXZLO)',
    incoterm: 'FOB',
    cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 2 }] },
    options: [
      {
        carrier: 'Maersk',
        transitDays: 28,
        freeDays: 14,
        lines: [
          {
            charge: 'Flete marítimo',
            quantity: 2,
            currency: 'USD',
            buy: SECRET_BUY[0],
            sell: 4352.94,
            ivaRate: 0,
          },
          {
            charge: 'Handling',
            quantity: 1,
            currency: 'USD',
            buy: SECRET_BUY[1],
            sell: 120.55,
            ivaRate: 0.16,
          },
          {
            charge: 'THC destino',
            quantity: 2,
            currency: 'MXN',
            buy: SECRET_BUY[2],
            sell: 9200,
            ivaRate: 0.16,
          },
        ],
      },
      {
        carrier: 'CMA CGM',
        transitDays: 34,
        lines: [
          {
            charge: 'Flete marítimo',
            quantity: 2,
            currency: 'USD',
            buy: 3580,
            sell: 4211.76,
            ivaRate: 0,
          },
        ],
      },
    ],
    currency: 'USD',
    date: day,
    validUntil: day,
    notes: 'Sujeto a espacio en el buque de la semana 51.',
  });
  quoteId = quote.id;
  code = quote.code;
});

afterAll(async () => {
  await server?.close();
});

async function fetchQuote(query: string, token = callers.staffGolfo.authStore.token) {
  const response = await fetch(`${server.url}/api/documents/quotes/${quoteId}/quote.pdf${query}`, {
    headers: token ? { Authorization: token } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: new Uint8Array(await response.arrayBuffer()),
  };
}

async function quoteText(language: 'es' | 'en'): Promise<string> {
  const answer = await fetchQuote(`?lang=${language}`);
  expect(answer.status).toBe(200);
  expect(answer.type).toBe('application/pdf');
  // Lines collapsed: where a narrow column wraps a sentence is the layout's business.
  return (await pdfPages(answer.body)).join('\n').replace(/\s+/g, ' ');
}

describe("a quote's PDF", () => {
  it('prints the offer in Spanish: lane, cargo, charges at sell amounts, IVA apart, totals', async () => {
    const text = await quoteText('es');
    for (const expected of [
      'Cotización',
      `${code} v1`,
      'Comercializadora Quetzal',
      'RFC: CQU150101AB1',
      'Shanghai (CNSHA) → Manzanillo (MXZLO)',
      'Contenedores: 2 × 45G1',
      `Válida hasta ${DAY_ES}`,
      'Opción 1 · Maersk',
      'Opción 2 · CMA CGM',
      '28 días',
      'Flete marítimo',
      '4,352.94',
      '9,200.00',
      'IVA 16 % USD',
      '19.29',
      'IVA 0 % USD',
      'IVA 0 %: flete internacional de mercancías.',
      'Total USD',
      '4,492.78',
      'Total MXN',
      '10,672.00',
      'Total en USD',
      `Tipo de cambio 18.3521 MXN por USD (FIX vigente el ${DAY_ES})`,
      'Sujeto a espacio en el buque de la semana 51.',
    ])
      expect(text).toContain(expected);
  });

  it('prints it in English, and never what the company pays or earns', async () => {
    const english = await quoteText('en');
    for (const expected of ['Quotation', 'Option 1 · Maersk', 'VAT (IVA) 16 % USD', 'Total in USD'])
      expect(english).toContain(expected);
    const spanish = await quoteText('es');
    for (const text of [english, spanish]) {
      for (const buy of SECRET_BUY) {
        expect(text).not.toContain(buy.toLocaleString('en-US', { minimumFractionDigits: 2 }));
        expect(text).not.toContain(String(buy));
      }
      expect(text).not.toMatch(/margin|margen/i);
    }
  });

  it("is for the company's members only, and is never saved among documents", async () => {
    for (const name of ['guest', 'staffPlata', 'staffVencida'] as const)
      expect((await fetchQuote('', callers[name].authStore.token)).status, name).toBe(404);
    expect((await fetchQuote('?lang=fr')).status).toBe(400);
    const saved = await fetch(`${server.url}/api/documents/quotes/${quoteId}/quote.pdf`, {
      method: 'POST',
      headers: {
        Authorization: callers.staffGolfo.authStore.token,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ requestId: 'abcdefgh' }),
    });
    expect(saved.status).toBe(400);
  });
});
