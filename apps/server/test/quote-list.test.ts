import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// The Quotes list's reads (issue 38) on the record API, both engines: the filters, orders and
// fields the web list sends (apps/web/src/data/quotes/quote-list-filter.ts writes them, its
// table test pins the exact text) narrow and order a company's quotes as the list means.

let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let client = '';
const ids: Record<string, string> = {};

const LINE = { charge: 'Flete marítimo', currency: 'USD', buy: 1000, sell: 1200, ivaRate: 0 };
const FIELDS =
  'id,company,code,version,state,client,clientName,mode,origin,destination,currency,date,validUntil,chosenOption,totals,shipmentCollection,shipment';

/** The quotes made here, by name: the lane and the days are what the filters look at. */
const MADE = {
  shanghai: ['Shanghai (CNSHA)', 'Manzanillo (MXZLO)', '2026-03-02', '2026-03-20'],
  veracruz: ['Veracruz 50%_Norte', 'Houston (USHOU)', '2026-03-31', '2026-04-10'],
  lookalike: ['Veracruz 500 Norte', 'Laredo (USLRD)', '2026-04-01', '2026-04-05'],
} as const;

beforeAll(async () => {
  server = await startTestServer();
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  client = (
    await ops
      .collection('partners')
      .create({ company: DEMO_IDS.golfo, rol: 'Cliente', displayName: 'Lista del Bajío' })
  ).id;
  // One after the other: `created` breaks the ties of a day.
  for (const [name, [origin, destination, date, validUntil]] of Object.entries(MADE))
    ids[name] = (
      await callers.staffGolfo.collection('quotes').create({
        company: DEMO_IDS.golfo,
        client,
        mode: 'ocean',
        origin,
        destination,
        cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 1 }] },
        options: [
          { carrier: 'Maersk', lines: [LINE] },
          { carrier: 'CMA CGM', lines: [LINE] },
        ],
        currency: 'USD',
        date,
        validUntil,
      })
    ).id;
});

afterAll(async () => {
  await server?.close();
});

/** The list's page as the staff member reads it, this test's client's quotes only. */
async function listed(filter: string, sort = '-date,-created,-id') {
  const scoped = [`client = '${client}'`, filter].filter(Boolean).join(' && ');
  const page = await callers.staffGolfo
    .collection('quotes')
    .getList(1, 20, { filter: scoped, sort, fields: FIELDS });
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return page.items.map((quote) => byId[quote.id]);
}

describe('the quotes list on the server', () => {
  it.each([
    ['no filter, newest first', '', ['lookalike', 'veracruz', 'shanghai']],
    ['a state', "state = 'draft'", ['lookalike', 'veracruz', 'shanghai']],
    ['a state none has', "state = 'sent'", []],
    ['an origin', "origin ~ 'Shanghai'", ['shanghai']],
    ['a destination', "destination ~ 'USHOU'", ['veracruz']],
    ['LIKE wildcards typed, matched as typed', "origin ~ '50\\%\\_N'", ['veracruz']],
    ['a first day', "date >= '2026-03-31 00:00:00.000Z'", ['lookalike', 'veracruz']],
    ['a last day, included whole', "date <= '2026-03-31 23:59:59.999Z'", ['veracruz', 'shanghai']],
    [
      'a search over code, client and lane',
      "(code ~ 'Laredo' || clientName ~ 'Laredo' || origin ~ 'Laredo' || destination ~ 'Laredo')",
      ['lookalike'],
    ],
    [
      "a search on the client's name",
      "(code ~ 'del Bajío' || clientName ~ 'del Bajío' || origin ~ 'del Bajío' || destination ~ 'del Bajío')",
      ['lookalike', 'veracruz', 'shanghai'],
    ],
  ])('%s', async (_name, filter, names) => {
    expect(await listed(filter)).toEqual(names);
  });

  it('searches a quote by its code', async () => {
    const { code } = await ops.collection('quotes').getOne(ids.veracruz!);
    expect(
      await listed(
        `(code ~ '${code}' || clientName ~ '${code}' || origin ~ '${code}' || destination ~ '${code}')`,
      ),
    ).toEqual(['veracruz']);
  });

  it.each([
    ['oldest first', 'date,created,id', ['shanghai', 'veracruz', 'lookalike']],
    ['code, lowest first', 'code,id', ['shanghai', 'veracruz', 'lookalike']],
    ['code, highest first', '-code,-id', ['lookalike', 'veracruz', 'shanghai']],
    ['expiring first', 'validUntil,-created,-id', ['shanghai', 'lookalike', 'veracruz']],
  ])('orders %s', async (_name, sort, names) => {
    expect(await listed('', sort)).toEqual(names);
  });

  it('gives a row what the list shows: the totals of every option, not the lines', async () => {
    const page = await callers.staffGolfo
      .collection('quotes')
      .getList(1, 1, { filter: `id = '${ids.shanghai}'`, fields: FIELDS });
    const row = page.items[0]!;
    expect(row).not.toHaveProperty('options');
    expect(row).not.toHaveProperty('versions');
    expect(row).toMatchObject({ state: 'draft', version: 1, clientName: 'Lista del Bajío' });
    expect(row.code).toMatch(/^QTE\d{8,}$/);
    expect(row.totals).toHaveLength(2);
    expect(row.totals[0].converted).toMatchObject({ currency: 'USD', total: 1200 });
  });

  it("lists none of Golfo's quotes to another company's member", async () => {
    const page = await callers.staffPlata
      .collection('quotes')
      .getList(1, 20, { filter: `client = '${client}'` })
      .catch(() => ({ items: [] }));
    expect(page.items).toEqual([]);
  });
});
