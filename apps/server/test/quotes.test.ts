import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// Quotes on the record API (issue 38, decision 075): numbered by the server under races,
// checked field by field, totalled, moved along their life with versions, expired by the timer,
// and reached only by their company's members on a plan with tariffs. Both engines.

let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let now = new Date('2026-12-04T18:00:00Z');
let client = '';
let plataClient = '';
let oldTariff = '';
/** The days of the demo's exchange-rate table, as seeded. */
let seededRateDays: string[] = [];

const quotes = (pb: PocketBase) => pb.collection('quotes');

const LINES = {
  freight: { charge: 'Flete marítimo', currency: 'USD', buy: 1850, sell: 2300, ivaRate: 0 },
  handling: { charge: 'Handling', currency: 'USD', buy: 80, sell: 120.55, ivaRate: 0.16 },
  thc: { charge: 'THC destino', currency: 'MXN', buy: 4200, sell: 4900, ivaRate: 0.16 },
};

function quoteBody(change: Record<string, unknown> = {}) {
  return {
    client,
    mode: 'ocean',
    direction: 'import',
    origin: 'CNSHA',
    destination: 'MXZLO',
    incoterm: 'FOB',
    cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 1 }] },
    options: [{ carrier: 'Maersk', lines: [LINES.freight, LINES.handling] }],
    currency: 'USD',
    date: '2026-12-04',
    validUntil: '2026-12-18',
    ...change,
  };
}

/** The HTTP status of a call: 0 when it went through. */
const statusOf = (call: Promise<unknown>) =>
  call.then(
    () => 0,
    (error: { status: number }) => error.status,
  );

const failure = async (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: { status: number; response: { data: Record<string, unknown> } }) => ({
      status: error.status,
      data: error.response.data,
    }),
  );

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, notificationCheckMs: 150 });
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  const partner = (company: string, displayName: string) =>
    ops.collection('partners').create({ company, rol: 'Cliente', displayName });
  client = (await partner(DEMO_IDS.golfo, 'Importadora del Bajío')).id;
  plataClient = (await partner(DEMO_IDS.plata, 'Cliente de Plata')).id;
  oldTariff = (
    await ops.collection('tariffs').create({
      company: DEMO_IDS.golfo,
      kind: 'buy',
      mode: 'FCL',
      origin: 'CNSHA',
      destination: 'MXZLO',
      charge: 'Ocean freight',
      basis: 'container',
      containerType: '45G1',
      currency: 'USD',
      amount: 1700,
      validFrom: '2026-10-01',
      validTo: '2026-11-30',
    })
  ).id;
  // The rate of the quotes' day (the demo's table may hold one for it already), and none in
  // the days before 2026-11-20, whose quotes must find no rate.
  const rates = ops.collection('exchange_rates');
  const golfoRates = await rates.getFullList({ filter: `company = "${DEMO_IDS.golfo}"` });
  seededRateDays = golfoRates.map((rate) => String(rate.day).slice(0, 10));
  for (const rate of golfoRates)
    if (rate.day.slice(0, 10) <= '2026-11-20' || rate.day.slice(0, 10) >= '2026-12-03')
      await rates.delete(rate.id);
  await rates.create({ company: DEMO_IDS.golfo, day: '2026-12-03', mxnPerUsd: 18.3521 });
});

afterAll(async () => {
  await server?.close();
});

describe("the demo's quotes", () => {
  it('show Golfo a quote in every state, priced from its rates, two become shipments', async () => {
    const demo = await quotes(ops).getFullList({
      filter: `company = "${DEMO_IDS.golfo}" && id ~ "rmbquotegolfo"`,
      sort: 'code',
    });
    expect(new Set(demo.map((quote) => quote.state))).toEqual(
      new Set(['draft', 'sent', 'accepted', 'rejected', 'expired']),
    );
    expect(demo.every((quote) => /^QTE\d{8,}$/.test(quote.code))).toBe(true);
    expect(demo.some((quote) => quote.version === 2 && quote.versions.length === 1)).toBe(true);
    expect(demo.find((quote) => quote.state === 'rejected')?.rejectionReason).not.toBe('');
    // Priced from Golfo's buy rates: a line names its tariff line, sold at the 12 % margin.
    const priced = demo.flatMap((quote) => quote.options[0].lines as Record<string, unknown>[]);
    const fromTariff = priced.find((line) => line.tariffId && line.marginSource === 'quote')!;
    expect(Number(fromTariff.sell)).toBeCloseTo(Number(fromTariff.buy) / 0.88, 1);
    // Accepted and linked to the shipments opened for them: the demo's shipments stay as built.
    const accepted = demo.filter((quote) => quote.state === 'accepted');
    expect(accepted.map((quote) => quote.shipmentCollection)).toEqual([
      'shipments_ocean',
      'shipments_air',
    ]);
    for (const quote of accepted) {
      const shipment = await ops.collection(quote.shipmentCollection).getOne(quote.shipment);
      expect([shipment.quote, shipment.mode ?? quote.mode]).toEqual([quote.id, quote.mode]);
    }
    const air = await ops.collection('shipments_air').getOne(accepted[1]!.shipment);
    expect([air.airportOfDeparture, air.airportOfArrival]).toEqual([
      expect.stringContaining('PVG'),
      expect.stringContaining('GDL'),
    ]);
    expect(seededRateDays.length).toBeGreaterThan(25);
    expect(
      seededRateDays.every((day) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())),
    ).toBe(true);
  });
});

describe('two colleagues on one quote', () => {
  it('refuses a save over a version a colleague has already changed, keeping their change', async () => {
    const quote = await quotes(callers.staffGolfo).create({
      ...quoteBody(),
      company: DEMO_IDS.golfo,
    });
    const over = { headers: { 'If-Match': `"${quote.updated}"` } };
    const saves = await Promise.allSettled(
      ['Primera nota', 'Segunda nota', 'Tercera nota'].map((notes) =>
        quotes(callers.superGolfo).update(quote.id, { notes }, over),
      ),
    );
    const kept = saves.filter((save) => save.status === 'fulfilled');
    expect(kept).toHaveLength(1);
    expect(
      saves.filter((save) => save.status === 'rejected').map((save) => save.reason.status),
    ).toEqual([409, 409]);
    const stored = await quotes(ops).getOne(quote.id);
    expect(stored.notes).toBe(
      (kept[0] as PromiseFulfilledResult<{ notes: string }> | undefined)?.value.notes,
    );
  });
});

describe('a new quote', () => {
  it('is numbered, drafted, named and totalled by the server, whatever the request says', async () => {
    const quote = await quotes(callers.staffGolfo).create(
      quoteBody({
        code: 'QTE20269999',
        state: 'accepted',
        version: 7,
        clientName: 'Someone else',
        totals: { forged: true },
        options: [{ carrier: 'Maersk', lines: [LINES.freight, LINES.handling, LINES.thc] }],
      }),
    );
    expect(quote).toMatchObject({
      company: DEMO_IDS.golfo,
      state: 'draft',
      version: 1,
      versions: [],
      clientName: 'Importadora del Bajío',
      createdBy: DEMO_IDS.staffGolfo,
      exchangeRate: 18.3521,
    });
    expect(quote.code).toMatch(/^QTE2026\d{4,}$/);
    expect(quote.totals[0].byCurrency.map((t: { total: number }) => t.total)).toEqual([
      2439.84, 5684,
    ]);
    expect(quote.totals[0].converted).toMatchObject({ currency: 'USD', total: 2749.56 });
    expect((await quotes(ops).getOne(quote.id)).code).toBe(quote.code);
  });

  it('gets a number of its own when twenty are created at once, in sequence', async () => {
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        quotes(index % 2 ? callers.staffGolfo : callers.superGolfo).create(quoteBody()),
      ),
    );
    const sequences = created.map((quote) => Number(quote.sequence)).sort((a, b) => a - b);
    expect(new Set(created.map((quote) => quote.code)).size).toBe(20);
    expect(sequences.at(-1)! - sequences[0]!).toBe(19);
    // A deleted quote's number is never given again.
    const last = created.find((quote) => quote.sequence === sequences.at(-1))!;
    await quotes(callers.staffGolfo).delete(last.id);
    const next = await quotes(callers.staffGolfo).create(quoteBody());
    expect(next.sequence).toBe(sequences.at(-1)! + 1);
  });

  it.each([
    [
      'a negative sell amount, at the line',
      { options: [{ carrier: 'X', lines: [{ ...LINES.freight, sell: -1 }] }] },
      { options: { 0: { lines: { 0: { sell: { code: 'validation_quote_negative' } } } } } },
    ],
    [
      'a currency a quote cannot hold',
      { options: [{ carrier: 'X', lines: [{ ...LINES.freight, currency: 'EUR' }] }] },
      { options: { 0: { lines: { 0: { currency: { code: 'validation_quote_currency' } } } } } },
    ],
    [
      'a tariff line no longer in force',
      { options: [{ carrier: 'X', lines: [{ ...LINES.freight, tariffId: '%OLD%' }] }] },
      {
        options: { 0: { lines: { 0: { tariff: { code: 'validation_quote_expiredTariff' } } } } },
      },
    ],
    [
      'pesos and dollars without a rate for the date',
      {
        date: '2026-11-20',
        options: [{ carrier: 'X', lines: [LINES.freight, LINES.thc] }],
      },
      { exchangeRate: { code: 'validation_quote_missingRate' } },
    ],
    [
      'valid until before the date',
      { validUntil: '2026-12-01' },
      { validUntil: { code: 'validation_quote_validityOrder' } },
    ],
    [
      "another company's partner as client",
      { client: '%PLATA%' },
      { client: { code: 'validation_missing_rel_records' } },
    ],
  ])('refuses %s, at its field, and saves nothing', async (_, change, data) => {
    const before = (await quotes(ops).getList(1, 1)).totalItems;
    const body = JSON.parse(
      JSON.stringify(quoteBody(change)).replace('%OLD%', oldTariff).replace('%PLATA%', plataClient),
    );
    const refused = await failure(quotes(callers.staffGolfo).create(body));
    expect(refused).toMatchObject({ status: 400, data });
    expect((await quotes(ops).getList(1, 1)).totalItems).toBe(before);
  });
});

describe("a quote's life", () => {
  it('is sent, changed into a new version kept beside the first, sent again and accepted', async () => {
    const pb = callers.staffGolfo;
    const draft = await quotes(pb).create(quoteBody());
    const sent = await quotes(pb).update(draft.id, { state: 'sent' });
    expect(sent).toMatchObject({ state: 'sent', version: 1 });
    expect(sent.sentAt).not.toBe('');
    // The same content sent again is no change.
    expect(await quotes(pb).update(draft.id, { date: '2026-12-04' })).toMatchObject({
      state: 'sent',
      version: 1,
    });
    const changed = await quotes(pb).update(draft.id, {
      options: [{ carrier: 'Maersk', lines: [{ ...LINES.freight, sell: 2250 }] }],
    });
    expect(changed).toMatchObject({ state: 'draft', version: 2 });
    expect(changed.versions).toHaveLength(1);
    expect(changed.versions[0]).toMatchObject({ version: 1, state: 'sent' });
    expect(changed.versions[0].options[0].lines[0].sell).toBe(2300);
    expect(await failure(quotes(pb).update(draft.id, { state: 'accepted' }))).toMatchObject({
      status: 400,
      data: { state: { code: 'validation_quote_state' } },
    });
    await quotes(pb).update(draft.id, { state: 'sent' });
    // Five people accept it at once: one shipment, named by the quote and naming it.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        quotes(index % 2 ? callers.superGolfo : pb).update(draft.id, {
          state: 'accepted',
          chosenOption: 0,
        }),
      ),
    );
    const accepted = await quotes(pb).getOne(draft.id);
    expect(accepted).toMatchObject({
      state: 'accepted',
      chosenOption: 0,
      shipmentCollection: 'shipments_ocean',
    });
    expect(new Set(answers.map((answer) => answer.shipment))).toEqual(new Set([accepted.shipment]));
    expect(accepted.decidedAt).not.toBe('');
    const made = await ops
      .collection('shipments_ocean')
      .getFullList({ filter: `quote = "${draft.id}"` });
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      id: accepted.shipment,
      company: DEMO_IDS.golfo,
      consignee: 'Importadora del Bajío',
      parties: [{ partner: client, role: 'consignee' }],
      portOfLoad: 'CNSHA',
      portOfArrival: 'MXZLO',
      incoterm: 'FOB',
      carrier: 'Maersk',
      reference: accepted.code,
      operationalStatus: 'In creation',
    });
    expect([DEMO_IDS.staffGolfo, DEMO_IDS.superGolfo]).toContain(made[0]!.createdBy);
    expect(made[0]!.shipmentCode).toMatch(/^OCN2026\d{4,}$/);
    expect(
      made[0]!.costControlRows.map((row: Record<string, unknown>) => [
        row.concept,
        row.flow,
        row.amount,
      ]),
    ).toEqual([
      ['Flete marítimo', 'cost', 1850],
      ['Flete marítimo', 'income', 2250],
    ]);
    // Final: no change, no way back, no delete.
    expect(await statusOf(quotes(pb).update(draft.id, { notes: 'later' }))).toBe(400);
    expect(await statusOf(quotes(pb).update(draft.id, { state: 'draft' }))).toBe(400);
    expect(await statusOf(quotes(pb).delete(draft.id))).toBe(404);
  });

  it('links the shipment opened already, when accepting names it, and only a fitting one', async () => {
    const pb = callers.superGolfo;
    const opened = await quotes(ops).getFullList({ filter: 'shipment != ""' });
    const taken = opened[0]!.shipment as string;
    const free = await ops.collection('shipments_ocean').create({
      company: DEMO_IDS.golfo,
      shipmentCode: 'OCN20269301',
      reference: 'BOOKED-BEFORE-QUOTE',
    });
    const plata = await ops.collection('shipments_ocean').create({
      company: DEMO_IDS.plata,
      shipmentCode: 'OCN20269302',
    });
    const quote = await quotes(pb).create(quoteBody());
    await quotes(pb).update(quote.id, { state: 'sent' });
    for (const [shipment, code] of [
      [plata.id, 'validation_missing_rel_records'],
      ['missing00000000', 'validation_missing_rel_records'],
      [taken, 'validation_quote_shipment_taken'],
    ] as const)
      expect(
        await failure(
          quotes(pb).update(quote.id, { state: 'accepted', chosenOption: 0, shipment }),
        ),
        shipment,
      ).toMatchObject({ status: 400, data: { shipment: { code } } });
    expect((await quotes(ops).getOne(quote.id)).state).toBe('sent');
    const before = (await ops.collection('shipments_ocean').getList(1, 1)).totalItems;
    const linked = await quotes(pb).update(quote.id, {
      state: 'accepted',
      chosenOption: 0,
      shipment: free.id,
    });
    expect(linked).toMatchObject({ shipment: free.id, shipmentCollection: 'shipments_ocean' });
    expect((await ops.collection('shipments_ocean').getOne(free.id)).quote).toBe(quote.id);
    expect((await ops.collection('shipments_ocean').getList(1, 1)).totalItems).toBe(before);
  });

  it('is not marked expired by a person, and not sent once its day is over', async () => {
    const pb = callers.superGolfo;
    const quote = await quotes(pb).create(quoteBody({ validUntil: '2026-12-04' }));
    expect(await failure(quotes(pb).update(quote.id, { state: 'expired' }))).toMatchObject({
      status: 400,
      data: { state: { code: 'validation_quote_state' } },
    });
    now = new Date('2026-12-05T06:00:00Z');
    try {
      expect(await failure(quotes(pb).update(quote.id, { state: 'sent' }))).toMatchObject({
        status: 400,
        data: { validUntil: { code: 'validation_quote_expired' } },
      });
    } finally {
      now = new Date('2026-12-04T18:00:00Z');
    }
  });

  it('expires on the timer at the end of its validity day, business time', async () => {
    const pb = callers.staffGolfo;
    const quote = await quotes(pb).create(quoteBody({ validUntil: '2026-12-04' }));
    await quotes(pb).update(quote.id, { state: 'sent' });
    now = new Date('2026-12-05T05:59:00Z');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await quotes(pb).getOne(quote.id)).state).toBe('sent');
    now = new Date('2026-12-05T06:00:00Z');
    try {
      const deadline = Date.now() + 10_000;
      let state = '';
      while (Date.now() < deadline) {
        state = String((await quotes(pb).getOne(quote.id)).state);
        if (state === 'expired') break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(state).toBe('expired');
    } finally {
      now = new Date('2026-12-04T18:00:00Z');
    }
  });
});

describe('who reaches quotes and exchange rates', () => {
  it("is the company's active members and platform admins; not the silver plan, not others", async () => {
    const quote = await quotes(ops).create({ ...quoteBody(), company: DEMO_IDS.golfo });
    const reach: Record<CallerName, boolean> = {
      guest: false,
      admin: true,
      superGolfo: true,
      staffGolfo: true,
      staffPlata: false,
      staffVencida: false,
    };
    for (const [name, reaches] of Object.entries(reach) as [CallerName, boolean][]) {
      const pb = callers[name];
      expect(await statusOf(quotes(pb).getOne(quote.id)), name).toBe(reaches ? 0 : 404);
      const listed = await quotes(pb)
        .getList(1, 200, { filter: `id = "${quote.id}"` })
        .then((list) => list.items.length)
        .catch(() => 0);
      expect(listed, name).toBe(reaches ? 1 : 0);
      expect(await statusOf(quotes(pb).update(quote.id, { notes: name })), name).toBe(
        reaches ? 0 : 404,
      );
    }
    for (const name of ['staffPlata', 'staffVencida', 'guest'] as const)
      expect(await statusOf(quotes(callers[name]).create(quoteBody())), name).not.toBe(0);
    expect(
      await statusOf(
        quotes(callers.staffGolfo).update(quote.id, { company: DEMO_IDS.plata, notes: 'moved' }),
      ),
    ).toBe(404);
    expect((await quotes(ops).getOne(quote.id)).company).toBe(DEMO_IDS.golfo);
  });

  it('keeps one exchange rate per company and day, a real rate, within the company', async () => {
    const rates = (pb: PocketBase) => pb.collection('exchange_rates');
    const rate = await rates(callers.superGolfo).create({ day: '2027-03-01', mxnPerUsd: 18.29 });
    expect(rate).toMatchObject({ company: DEMO_IDS.golfo, source: 'manual' });
    expect(
      await failure(rates(callers.staffGolfo).create({ day: '2027-03-01', mxnPerUsd: 18.3 })),
    ).toMatchObject({ status: 400, data: { day: { code: 'validation_not_unique' } } });
    for (const mxnPerUsd of [0, -1, 1830])
      expect(
        await failure(rates(callers.staffGolfo).create({ day: '2027-03-02', mxnPerUsd })),
      ).toMatchObject({ status: 400, data: { mxnPerUsd: { code: 'validation_exchange_rate' } } });
    expect(await statusOf(rates(callers.staffPlata).getOne(rate.id))).toBe(404);
    expect(
      await statusOf(rates(callers.staffPlata).create({ day: '2027-03-01', mxnPerUsd: 18 })),
    ).not.toBe(0);
  });
});

describe("the company's margin rules", () => {
  it('are kept by its superuser when each rule is sound, and refused at the rule otherwise', async () => {
    const companies = (pb: PocketBase) => pb.collection('companies');
    const rules = {
      charges: [
        { charge: 'THC destino', kind: 'fixed', value: 800 },
        { charge: 'Despacho aduanal', kind: 'percent', value: 20 },
      ],
      quote: { kind: 'percent', value: 12 },
    };
    const saved = await companies(callers.superGolfo).update(DEMO_IDS.golfo, {
      marginRules: rules,
    });
    expect(saved.marginRules).toEqual(rules);
    const refused = await failure(
      companies(callers.superGolfo).update(DEMO_IDS.golfo, {
        marginRules: {
          charges: [
            { charge: 'Handling', kind: 'percent', value: 100 },
            { charge: 'handling ', kind: 'fixed', value: 5 },
            { charge: 'BAF', kind: 'fixed', value: -5 },
          ],
          quote: { kind: 'fixed', value: 100 },
        },
      }),
    );
    expect(refused).toMatchObject({
      status: 400,
      data: {
        marginRules: {
          charges: {
            0: { value: { code: 'validation_margin_percentRange' } },
            1: { charge: { code: 'validation_margin_charge' } },
            2: { value: { code: 'validation_margin_negative' } },
          },
          quote: { currency: { code: 'validation_margin_currency' } },
        },
      },
    });
    expect((await companies(ops).getOne(DEMO_IDS.golfo)).marginRules).toEqual(rules);
    expect(
      await statusOf(companies(callers.staffGolfo).update(DEMO_IDS.golfo, { marginRules: null })),
    ).not.toBe(0);
  });
});
