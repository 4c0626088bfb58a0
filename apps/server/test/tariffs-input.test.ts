import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  DEMO_EMAILS,
  DEMO_IDS,
  draftToTariffFields,
  emptyTariffDraft,
  tariffToDraft,
  type Tariff,
  type TariffDraft,
} from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { expectErrorShape, failureOf, rawRequest } from './api-failure.ts';

// Tariff lines as the web app saves them (draftToTariffFields) round-trip through the server,
// and bad values get PocketBase's 400 error JSON naming the field, never a 500.
let server: TestServer;
let staff: PocketBase;
let ops: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  [staff, ops] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    operator(server.url),
  ]);
});

afterAll(async () => {
  await server.close();
});

const AIR_DRAFT: TariffDraft = {
  ...emptyTariffDraft(),
  kind: 'sell',
  mode: 'AIR',
  direction: 'import',
  cargoType: 'perishable',
  carrier: 'Aeroméxico Cargo',
  origin: ' pvg',
  destination: 'mex ',
  charge: 'Air freight',
  basis: 'kg',
  currency: 'usd',
  amount: 4.85,
  minAmount: 120,
  breaks: [
    { fromQty: 45, amount: 4.35 },
    { fromQty: 100, amount: 3.95 },
  ],
  validFrom: '2026-05-01',
  validTo: '2026-05-31',
  transitDays: 3,
  freeDays: null,
  notes: 'Round trip',
};

const countByNotes = async (notes: string) =>
  (await ops.collection('tariffs').getList(1, 1, { filter: `notes = "${notes}"` })).totalItems;

describe('a draft saved as the web app saves it', () => {
  it('is stored normalised, with days at UTC midnight, and reads back as the same draft', async () => {
    const created = await staff
      .collection('tariffs')
      .create<Tariff>(draftToTariffFields(AIR_DRAFT));
    expect(created).toMatchObject({
      company: DEMO_IDS.golfo,
      origin: 'PVG',
      destination: 'MEX',
      currency: 'USD',
      validFrom: '2026-05-01 00:00:00.000Z',
      validTo: '2026-05-31 00:00:00.000Z',
      freeDays: 0,
    });
    const stored = await staff.collection('tariffs').getOne<Tariff>(created.id);
    expect(tariffToDraft(stored)).toEqual({
      ...AIR_DRAFT,
      origin: 'PVG',
      destination: 'MEX',
      currency: 'USD',
    });
  });

  it('keeps an open-ended line open-ended', async () => {
    const created = await staff
      .collection('tariffs')
      .create<Tariff>(draftToTariffFields({ ...AIR_DRAFT, validTo: '', notes: 'Open-ended' }));
    expect(created.validTo).toBe('');
    expect(tariffToDraft(created).validTo).toBe('');
  });
});

describe('bad values', () => {
  const valid = draftToTariffFields(AIR_DRAFT);

  it.each([
    ['an unknown mode', { mode: 'SEA' }, 'mode', 'validation_invalid_value'],
    ['an unknown kind', { kind: 'rent' }, 'kind', 'validation_invalid_value'],
    ['an unknown basis', { basis: 'pallet' }, 'basis', 'validation_invalid_value'],
    ['an unknown cargo type', { cargoType: 'frozen' }, 'cargoType', 'validation_invalid_value'],
    ['a lower-case currency', { currency: 'usd' }, 'currency', 'validation_invalid_format'],
    ['a currency symbol', { currency: 'US$' }, 'currency', 'validation_invalid_format'],
    ['a negative amount', { amount: -1 }, 'amount', 'validation_min_number_constraint'],
    ['a negative minimum', { minAmount: -5 }, 'minAmount', 'validation_min_number_constraint'],
    ['an amount that is text', { amount: 'cheap' }, 'amount', 'validation_nan'],
    ['fractional free days', { freeDays: 1.5 }, 'freeDays', 'validation_no_decimal_constraint'],
    [
      'negative transit days',
      { transitDays: -1 },
      'transitDays',
      'validation_min_number_constraint',
    ],
    [
      'a month that does not exist',
      { validFrom: '2026-13-01' },
      'validFrom',
      'validation_invalid_date',
    ],
    ['no start date', { validFrom: '' }, 'validFrom', 'validation_required'],
    ['no charge', { charge: '' }, 'charge', 'validation_required'],
  ])('%s is refused with 400 naming %s on create', async (_label, change, field, code) => {
    const notes = `bad-${field}-${code}`;
    const failure = await failureOf(
      staff.collection('tariffs').create({ ...valid, ...change, notes }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body).toMatchObject({ code: 400, message: 'Failed to create record.' });
    expect(failure.body.data[field]?.code).toBe(code);
    expect(await countByNotes(notes)).toBe(0);
  });

  it('the same values are refused on update and the line keeps every value', async () => {
    const { id } = await staff.collection('tariffs').create({ ...valid, notes: 'Update target' });
    const before = await ops.collection('tariffs').getOne(id);
    for (const change of [{ mode: 'SEA' }, { currency: 'pesos' }, { amount: -0.01 }]) {
      const failure = await failureOf(
        staff.collection('tariffs').update(id, { notes: 'Changed', ...change }),
      );
      expect(failure.status).toBe(400);
      expect(Object.keys(failure.body.data)).toEqual(Object.keys(change));
    }
    expect(await ops.collection('tariffs').getOne(id)).toEqual(before);
  });

  it('breaks that are not JSON-sized are refused, not a server error', async () => {
    const response = await rawRequest(`${server.url}/api/collections/tariffs/records`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: staff.authStore.token },
      body: JSON.stringify({ ...valid, breaks: ['x'.repeat(100_001)], notes: 'huge-breaks' }),
    });
    expectErrorShape(response, 400);
    expect(await countByNotes('huge-breaks')).toBe(0);
  });
});
