import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { startTestServer, statusOf, type TestServer } from './test-server.ts';

// The calls the web app's quote settings make (issue 38), as it makes them through the SDK: the
// exchange-rate table a page at a time and a file's days at once, a day someone added meanwhile
// found and updated, and the margin rules saved over the version the form opened. Both engines.

let server: TestServer;
let callers: Record<CallerName, PocketBase>;

beforeAll(async () => {
  server = await startTestServer();
  callers = await signInCallers(server.url);
});

afterAll(async () => {
  await server?.close();
});

/** The web app's filter of the company's rates from one day to another, both included. */
function daysFilter(pb: PocketBase, from: string, to: string) {
  return pb.filter('company = {:company} && day >= {:from} && day <= {:to}', {
    company: DEMO_IDS.golfo,
    from: `${from} 00:00:00.000Z`,
    to: `${to} 23:59:59.999Z`,
  });
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: { status: number; response: { data: Record<string, unknown> } }) => ({
      status: error.status,
      data: error.response.data,
    }),
  );

describe('the exchange-rate table as the settings screen reads and writes it', () => {
  it('lists newest day first and reads exactly the days of a file', async () => {
    const staff = callers.staffGolfo;
    const rates = staff.collection('exchange_rates');
    for (const [day, mxnPerUsd] of [
      ['2031-05-02', 17.9],
      ['2031-05-05', 18.05],
      ['2031-05-06', 18.1],
      ['2031-05-07', 18.2],
    ] as const)
      await rates.create({ company: DEMO_IDS.golfo, day, mxnPerUsd, source: 'banxico' });
    const page = await rates.getList(1, 2, {
      filter: staff.filter('company = {:company}', { company: DEMO_IDS.golfo }),
      sort: '-day,-id',
    });
    expect(page.items.map((rate) => String(rate.day).slice(0, 10))).toEqual([
      '2031-05-07',
      '2031-05-06',
    ]);
    const ofFile = await rates.getFullList({
      filter: daysFilter(staff, '2031-05-05', '2031-05-06'),
    });
    expect(ofFile.map((rate) => String(rate.day).slice(0, 10)).sort()).toEqual([
      '2031-05-05',
      '2031-05-06',
    ]);
  });

  it('refuses a second rate for a day at `day`, and the one there is found and updated', async () => {
    const staff = callers.staffGolfo;
    const rates = staff.collection('exchange_rates');
    const theirs = await callers.superGolfo
      .collection('exchange_rates')
      .create({ company: DEMO_IDS.golfo, day: '2031-06-02', mxnPerUsd: 18.1 });
    expect(
      await failure(
        rates.create({ company: DEMO_IDS.golfo, day: '2031-06-02', mxnPerUsd: 18.3521 }),
      ),
    ).toMatchObject({ status: 400, data: { day: { code: 'validation_not_unique' } } });
    const [found] = await rates.getFullList({
      filter: daysFilter(staff, '2031-06-02', '2031-06-02'),
    });
    expect(found?.id).toBe(theirs.id);
    const updated = await rates.update(theirs.id, { mxnPerUsd: 18.3521, source: 'banxico' });
    expect(updated).toMatchObject({ mxnPerUsd: 18.3521, source: 'banxico' });
  });
});

describe('the margin rules as the settings screen saves them', () => {
  const rules = {
    charges: [{ charge: 'Maniobras', kind: 'fixed', value: 900 }],
    quote: { kind: 'fixed', value: 150, currency: 'MXN' },
  };

  it('are saved by a superuser over the version the form opened, and not by staff', async () => {
    const opened = await callers.superGolfo.collection('companies').getOne(DEMO_IDS.golfo);
    const ifMatch = (version: string) => ({ headers: { 'If-Match': `"${version}"` } });
    expect(
      await statusOf(
        callers.staffGolfo
          .collection('companies')
          .update(DEMO_IDS.golfo, { marginRules: rules }, ifMatch(opened.updated)),
      ),
    ).not.toBe(0);
    const saved = await callers.superGolfo
      .collection('companies')
      .update(DEMO_IDS.golfo, { marginRules: rules }, ifMatch(opened.updated));
    expect(saved.marginRules).toEqual(rules);
    // A second save over the version first opened is told the record moved meanwhile.
    expect(
      await statusOf(
        callers.superGolfo
          .collection('companies')
          .update(
            DEMO_IDS.golfo,
            { marginRules: { ...rules, quote: null } },
            ifMatch(opened.updated),
          ),
      ),
    ).toBe(409);
  });
});
