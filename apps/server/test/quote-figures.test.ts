import {
  DEMO_IDS,
  quoteReport,
  type QuotePeriod,
  type QuoteReport,
  type QuoteReportSource,
} from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { beforeAll, describe, expect, it } from 'vitest';
import { badRequestData } from './figures-fixtures.ts';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { serverWithOperator, statusOf } from './test-server.ts';

// The reports page's quotes section (issue 38): the quotes report computed by the server over
// the quotes the caller may list, never another company's, refused to the silver plan. Both
// engines.

// Written out rather than taken from the domain's FIGURE_PATHS: the test pins the address.
const QUOTES_PATH = '/api/rumbo/reports/quotes';
const ALL: QuotePeriod = { from: '', to: '' };

const env = serverWithOperator();
let callers: Record<CallerName, PocketBase>;

type Answer = QuoteReport & { asOf: string };

const report = (pb: PocketBase, query: Record<string, string> = {}) =>
  pb.send<Answer>(QUOTES_PATH, { query });

/** The quotes of a company as the operator reads them through the record API. */
const quotesOf = async (company: string) =>
  (await env.ops.collection('quotes').getFullList({
    filter: `company = "${company}"`,
  })) as unknown as QuoteReportSource[];

/** The report the domain computes over those quotes, as the route answers it (without `asOf`). */
async function expected(companies: string[], period: QuotePeriod = ALL): Promise<QuoteReport> {
  const quotes = (await Promise.all(companies.map(quotesOf))).flat();
  return JSON.parse(JSON.stringify(quoteReport(quotes, period))) as QuoteReport;
}

const withoutAsOf = ({ asOf, ...rest }: Answer) => {
  expect(Date.parse(asOf)).not.toBeNaN();
  return rest;
};

const setPlan = (company: string, membershipPlan: string) =>
  env.ops.collection('companies').update(company, { membershipPlan });

const today = () => new Date(Date.now() - 6 * 3_600_000).toISOString().slice(0, 10);

/** A draft air quote of `company` for a new client of its own, made by the operator. */
async function newQuote(company: string, clientName: string) {
  const partner = await env.ops.collection('partners').create({
    company,
    rol: 'Cliente',
    displayName: clientName,
  });
  await env.ops.collection('quotes').create({
    company,
    client: partner.id,
    mode: 'air',
    origin: 'MEX',
    destination: 'MIA',
    currency: 'USD',
    date: today(),
    validUntil: today(),
    options: [
      {
        carrier: 'Aeroméxico',
        lines: [{ charge: 'Air freight', currency: 'USD', buy: 800, sell: 1000, ivaRate: 0 }],
      },
    ],
  });
}

beforeAll(async () => {
  callers = await signInCallers(env.server.url);
});

describe('the quotes report', () => {
  it("counts Golfo's demo quotes: two won, one lost, one expired, two waiting, one draft", async () => {
    const answer = await report(callers.staffGolfo);
    expect(answer.summary).toMatchObject({
      sent: 6,
      won: 2,
      lost: 1,
      expired: 1,
      open: 2,
      drafts: 1,
      winRate: 2 / 4,
    });
    expect(answer.summary.averageMarginPercent).toEqual(expect.any(Number));
    expect(withoutAsOf(answer)).toEqual(await expected([DEMO_IDS.golfo]));
    const lanes = answer.byLane.top.reduce((sum, lane) => sum + lane.sent + lane.drafts, 0);
    const clients = answer.byClient.top.reduce((sum, it) => sum + it.sent + it.drafts, 0);
    expect([lanes, clients]).toEqual([7, 7]);
  });

  it('keeps to the period, the day a quote was sent', async () => {
    const dayOf = (at: string) =>
      new Date(Date.parse(at.replace(' ', 'T')) - 6 * 3_600_000).toISOString().slice(0, 10);
    const accepted = (await quotesOf(DEMO_IDS.golfo)).filter((it) => it.state === 'accepted');
    const sentDay = dayOf(accepted[0]!.sentAt);
    const period = { from: sentDay, to: sentDay };
    const answer = await report(callers.superGolfo, period);
    expect(answer.summary.won).toBe(accepted.filter((it) => dayOf(it.sentAt) === sentDay).length);
    expect(answer.summary.won).toBeGreaterThan(0);
    expect(answer.period).toEqual(period);
    expect(withoutAsOf(answer)).toEqual(await expected([DEMO_IDS.golfo], period));
    const empty = await report(callers.staffGolfo, { from: '2000-01-01', to: '2000-12-31' });
    expect(empty.summary).toMatchObject({ sent: 0, drafts: 0, winRate: null });
    expect(empty.byLane).toEqual({ top: [], others: null });
  });

  it('reads only the quotes that may fall in a period and still counts each one in it', async () => {
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const periods: QuotePeriod[] = [];
    for (let back = -2; back <= 45; back += 1) {
      periods.push({ from: day(-back), to: day(-back) });
      periods.push({ from: day(-back - 6), to: day(-back) });
    }
    periods.push({ from: day(-20), to: '' }, { from: '', to: day(-20) });
    for (const period of periods)
      expect(withoutAsOf(await report(callers.superGolfo, period)), JSON.stringify(period)).toEqual(
        await expected([DEMO_IDS.golfo], period),
      );
  });

  it('answers bad parameters with 400 at the parameter', async () => {
    const pb = callers.staffGolfo;
    expect(await badRequestData(report(pb, { from: '2026-02-30' }))).toMatchObject({
      from: { code: 'validation_invalid_date' },
    });
    expect(
      await badRequestData(report(pb, { from: '2026-12-01', to: '2026-11-01', company: 'x' })),
    ).toMatchObject({
      to: { code: 'validation_invalid_range' },
      company: { code: 'validation_invalid_id' },
    });
  });
});

describe('the quotes report and tenants', () => {
  it('refuses guests with 401 and the silver plan with 403', async () => {
    expect(await statusOf(report(callers.guest))).toBe(401);
    expect(await statusOf(report(callers.staffPlata))).toBe(403);
    expect(await statusOf(report(callers.staffPlata, { company: DEMO_IDS.golfo }))).toBe(403);
  });

  it("gives each company's people their own quotes only; a platform admin every company's", async () => {
    try {
      await setPlan(DEMO_IDS.plata, 'gold');
      await newQuote(DEMO_IDS.plata, 'Cliente de Plata');
      const plata = await report(callers.staffPlata);
      expect(plata.summary).toMatchObject({ sent: 0, drafts: 1 });
      expect(plata.byClient.top.map((it) => it.name)).toEqual(['Cliente de Plata']);
      expect(withoutAsOf(plata)).toEqual(await expected([DEMO_IDS.plata]));
      // Another company named by a member narrows nothing open to them: still none of Golfo's.
      const aimed = await report(callers.staffPlata, { company: DEMO_IDS.golfo });
      expect(aimed.summary).toMatchObject({ sent: 0, drafts: 0 });
      const golfo = withoutAsOf(await report(callers.staffGolfo));
      expect(golfo).toEqual(await expected([DEMO_IDS.golfo]));
      expect(golfo.byLane.top.map((it) => it.key)).not.toContain('air|MEX|MIA');
      expect(withoutAsOf(await report(callers.staffGolfo, { company: DEMO_IDS.plata }))).toEqual(
        await expected([]),
      );
      // The platform admin: every company, or the one asked for.
      const every = withoutAsOf(await report(callers.admin));
      expect(every.summary).toEqual(
        (await expected([DEMO_IDS.golfo, DEMO_IDS.plata, DEMO_IDS.vencida])).summary,
      );
      expect(withoutAsOf(await report(callers.admin, { company: DEMO_IDS.plata }))).toEqual(
        await expected([DEMO_IDS.plata]),
      );
    } finally {
      await setPlan(DEMO_IDS.plata, 'silver');
    }
    expect(await statusOf(report(callers.staffPlata))).toBe(403);
  });

  it('gives a company whose membership ended nothing, not even its own quotes', async () => {
    await newQuote(DEMO_IDS.vencida, 'Cliente Vencido');
    const answer = await report(callers.staffVencida);
    expect(answer.summary).toMatchObject({ sent: 0, drafts: 0 });
    expect((await report(callers.admin, { company: DEMO_IDS.vencida })).summary.drafts).toBe(1);
  });
});
