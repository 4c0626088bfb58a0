import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, foldSearchText } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// Decision 045: `search` on the record list of shipments, partners and tariffs. Every word of
// the folded text must occur in the record's searchText; it is ANDed with the list rule, the
// filter, sort, paging, skipTotal and fields, and answered by each engine's index. Every
// expectation is checked against the domain's own rule over all the caller's records.
let server: TestServer;
let staff: PocketBase;
let plata: PocketBase;
let ops: PocketBase;

const GOLFO_OCEAN = {
  shipmentCode: 'OCN20269201',
  ref: 'PO-QUIMERA-77',
  bookingRef: 'BKGZORRO5512',
  blNumber: 'MAEUXY9201',
  hblNumber: 'HBLWQ-9201',
  shipper: 'Cerámica Peñasco Ñuñez',
  consignee: 'Zapatería Ibáñez',
  portOfLoad: 'Lázaro Cárdenas (MXLZC)',
  portOfArrival: 'Gdańsk (PLGDN)',
  containersList: [{ number: 'TGHU 920112-3' }],
};
const GOLFO_AIR = {
  shipmentCode: 'AIR20269202',
  awb: '176-92029202',
  hawb: 'HWQZ-9202',
  shipper: 'Ópticas Quimera',
  airportOfDeparture: 'GDL',
  airportOfArrival: 'FRA',
};
/** Plata's shipment shares Golfo's words: a search must never reach it from Golfo. */
const PLATA_OCEAN = { ...GOLFO_OCEAN, company: DEMO_IDS.plata, shipmentCode: 'OCN20269203' };

beforeAll(async () => {
  server = await startTestServer();
  [staff, plata, ops] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.staffPlata),
    operator(server.url),
  ]);
  await staff.collection('shipments_ocean').create(GOLFO_OCEAN);
  await staff.collection('shipments_air').create(GOLFO_AIR);
  await ops.collection('shipments_ocean').create(PLATA_OCEAN);
});

afterAll(async () => {
  await server.close();
});

type Options = { filter?: string; sort?: string; skipTotal?: boolean; fields?: string };

/** Ids the server finds, page by page until the end. */
async function searched(pb: PocketBase, collection: string, search: string, options: Options = {}) {
  const page = await pb.collection(collection).getList(1, 500, { search, ...options });
  return page.items.map((item) => item.id);
}

/** The domain's rule over every record the caller can list: each folded word is a substring. */
async function expected(pb: PocketBase, collection: string, search: string, filter?: string) {
  const words = foldSearchText(search.replace(/\p{Cc}/gu, ' '))
    .split(' ')
    .filter(Boolean);
  const all = await pb
    .collection(collection)
    .getFullList({ ...(filter ? { filter } : {}), fields: 'id,searchText', batch: 500 });
  return all
    .filter((record: RecordModel) =>
      words.every((word) => String(record.searchText).includes(word)),
    )
    .map((record) => record.id);
}

const sorted = (ids: string[]) => [...ids].sort();

describe('search finds a shipment by any field, ignoring case and accents', () => {
  it.each([
    ['its code', 'shipments_ocean', 'ocn20269201'],
    ['its reference', 'shipments_ocean', 'po-quimera-77'],
    ['its booking', 'shipments_ocean', 'BKGZORRO5512'],
    ['its BL', 'shipments_ocean', 'maeuxy9201'],
    ['its HBL', 'shipments_ocean', 'hblwq-9201'],
    ['a container number as written', 'shipments_ocean', 'TGHU 920112-3'],
    ['a container number without separators', 'shipments_ocean', 'tghu9201123'],
    ['a party without accents', 'shipments_ocean', 'ceramica penasco nunez'],
    ['a party with other accents and case', 'shipments_ocean', 'ZAPATERÍA IBÁÑEZ'],
    ['a place', 'shipments_ocean', 'gdansk'],
    ['its AWB', 'shipments_air', '176-92029202'],
    ['its AWB without the hyphen', 'shipments_air', '17692029202'],
    ['its HAWB', 'shipments_air', 'hwqz-9202'],
  ])('by %s', async (_name, collection, search) => {
    const ids = await searched(staff, collection, search);
    expect(ids).toHaveLength(1);
    expect(ids).toEqual(await expected(staff, collection, search));
  });
});

describe('search matches every word, long or short', () => {
  it.each([
    ['several words in any order', 'pl gdansk lzc penasco'],
    ['a word that is missing', 'penasco nowherezzz'],
    ['words the seed shares', 'in progress'],
    ['a one-letter word', 'x'],
    ['two-letter words only', 'mx ve'],
    ['short and long words', 'po mxver'],
    ['a repeated word', 'quimera quimera'],
    ['FTS syntax as text', '"quimera" OR * NEAR( - ^'],
    ['LIKE wildcards as text', '50% ab_c \\'],
    ['control characters as spaces', 'quimera\u0000penasco\tgdansk'],
  ])('%s', async (_name, search) => {
    for (const collection of ['shipments_ocean', 'shipments_air', 'shipments_land']) {
      expect(sorted(await searched(staff, collection, search))).toEqual(
        sorted(await expected(staff, collection, search)),
      );
    }
  });

  it('ignores blank search text', async () => {
    const all = await staff.collection('shipments_ocean').getList(1, 1);
    const blank = await staff.collection('shipments_ocean').getList(1, 1, { search: '   ' });
    expect(blank.totalItems).toBe(all.totalItems);
  });
});

describe('search with the other list parameters', () => {
  it('combines with filter, sort, paging, skipTotal and fields', async () => {
    const ocean = staff.collection('shipments_ocean');
    const filter = 'isOpen = true';
    const all = await expected(staff, 'shipments_ocean', 'ocn2026', filter);
    expect(all.length).toBeGreaterThan(10);
    const full = await ocean.getFullList({ filter, sort: '-sortCode', fields: 'id' });
    const order = full.map((it) => it.id).filter((id) => all.includes(id));
    const page = await ocean.getList(2, 5, {
      search: 'ocn2026',
      filter,
      sort: '-sortCode',
      fields: 'id,listRow',
    });
    expect(page.totalItems).toBe(all.length);
    expect(page.items.map((it) => it.id)).toEqual(order.slice(5, 10));
    expect(Object.keys(page.items[0]!).sort()).toEqual(['id', 'listRow']);
    const skipped = await ocean.getList(1, 5, { search: 'ocn2026', filter, skipTotal: true });
    expect(skipped).toMatchObject({ totalItems: -1, totalPages: -1 });
    expect(skipped.items).toHaveLength(5);
  });
});

describe('tenant isolation', () => {
  it("never returns another company's rows, however the filter is written", async () => {
    for (const filter of [
      undefined,
      `company = "${DEMO_IDS.plata}" || id != ""`,
      'company != ""',
    ]) {
      const options = { search: 'quimera', ...(filter ? { filter } : {}) };
      const golfo = await staff.collection('shipments_ocean').getFullList(options);
      expect(golfo.map((it) => it.company)).toEqual([DEMO_IDS.golfo]);
      const other = await plata.collection('shipments_ocean').getFullList(options);
      expect(other.map((it) => it.company)).toEqual([DEMO_IDS.plata]);
    }
  });

  it('finds both companies for the operator', async () => {
    const all = await ops.collection('shipments_ocean').getFullList({ search: 'quimera' });
    expect(all.map((it) => it.company).sort()).toEqual([DEMO_IDS.golfo, DEMO_IDS.plata].sort());
  });
});

describe('partners and tariff lines', () => {
  it.each([
    ['partners', 'S.A. de C.V.'],
    ['partners', 'cliente'],
    ['partners', 'ñ'],
    ['tariffs', 'usd fcl'],
    ['tariffs', 'mx'],
  ])('%s: %s', async (collection, search) => {
    const ids = await searched(staff, collection, search);
    expect(ids.length).toBeGreaterThan(0);
    expect(sorted(ids)).toEqual(sorted(await expected(staff, collection, search)));
  });
});

describe('bad input', () => {
  it.each(['users', 'companies', 'shipment_locks'])(
    'refuses search on %s with a 400',
    async (name) => {
      const failure = await failureOf(ops.collection(name).getList(1, 1, { search: 'golfo' }));
      expect(failure.status).toBe(400);
      expect(failure.body).toEqual({
        code: 400,
        message: `The "${name}" collection does not support "search".`,
        data: {},
      });
    },
  );

  it('refuses search text longer than 200 characters with a 400, not a 500', async () => {
    const failure = await failureOf(
      staff.collection('shipments_ocean').getList(1, 1, { search: 'quimera '.repeat(200) }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Invalid "search" value: at most 200 characters.');
    const longest = await staff
      .collection('shipments_ocean')
      .getList(1, 1, { search: 'a'.repeat(200) });
    expect(longest.totalItems).toBe(0);
  });
});
