import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { EMPTY_REPORT_FILTERS, type HomeFigures, type ReportAnswer } from '@rumbo/domain';
import { client, operator, serverWithOperator, signedIn, statusOf } from './test-server.ts';
import {
  badRequestData,
  browserReport,
  HOME_PATH,
  HOME_WEEK_PATH,
  REPORT_PATH,
  REPORT_SHIPMENTS_PATH,
  wholeShipments,
} from './figures-fixtures.ts';

type Page = { totalItems: number; items: { id: string; shipment?: { id: string } }[] };

const env = serverWithOperator();
const GOLFO = 'rmbcompanygolfo';
const PATHS = [REPORT_PATH, REPORT_SHIPMENTS_PATH, HOME_PATH, HOME_WEEK_PATH];

const send = <T>(pb: PocketBase, path: string, query: Record<string, unknown> = {}) =>
  pb.send<T>(path, {
    query: path === REPORT_SHIPMENTS_PATH ? { figure: 'shipments', ...query } : query,
  });

/** Every id any answer of the figures routes names, for one set of parameters. */
async function idsSeen(pb: PocketBase, query: Record<string, unknown>): Promise<string[]> {
  const shipments = await send<Page>(pb, REPORT_SHIPMENTS_PATH, { ...query, perPage: 500 });
  const week = await send<Page>(pb, HOME_WEEK_PATH, { ...query, perPage: 500 });
  const home = await send<HomeFigures>(pb, HOME_PATH, { ...query, weekLimit: 500 });
  return [
    ...shipments.items.map((it) => it.id),
    ...week.items.map((it) => it.shipment!.id),
    ...home.week.items.map((it) => it.shipment.id),
    ...home.recent.map((it) => it.id),
  ];
}

describe('figures and tenants', () => {
  it('refuses guests with 401 on every route', async () => {
    for (const path of PATHS) expect(await statusOf(send(client(env.server.url), path))).toBe(401);
  });

  it("never gives Plata's staff Golfo's figures, by any parameter", async () => {
    const pb = await signedIn(env.server.url, 'staff@plata.test');
    const own = new Set((await wholeShipments(pb)).map((record) => record.id));
    expect(own.size).toBe(9);
    const golfo = await wholeShipments(env.ops);
    const golfoClient = golfo.find((it) => it.company === GOLFO && it.principal)!.principal;
    const attempts: Record<string, unknown>[] = [
      {},
      { company: GOLFO },
      { client: golfoClient },
      { filter: `company = "${GOLFO}"` },
      { expand: 'company', fields: '*' },
      { company: GOLFO, basis: 'eta', from: '2000-01-01', to: '2100-01-01' },
    ];
    for (const query of attempts) {
      const report = await send<ReportAnswer>(pb, REPORT_PATH, query);
      expect(report.total, JSON.stringify(query)).toBe(query.company ? 0 : 9);
      expect(report.options.clients).not.toContain(golfoClient);
      for (const id of await idsSeen(pb, query)) expect(own.has(id), id).toBe(true);
    }
    const home = await send<HomeFigures>(pb, HOME_PATH, { company: GOLFO });
    expect(home.openByMode).toEqual({ ocean: 0, air: 0, land: 0 });
    expect(home.overdue).toEqual({ urgent: 0, high: 0, normal: 0, low: 0 });
    expect(home.week.total + home.recent.length).toBe(0);
  });

  it('gives an expired company nothing, as its lists', async () => {
    const pb = await signedIn(env.server.url, 'staff@vencida.test');
    const report = await send<ReportAnswer>(pb, REPORT_PATH);
    expect(report.total).toBe(0);
    expect(await idsSeen(pb, {})).toEqual([]);
  });

  it("gives the operator every company's figures", async () => {
    const report = await send<ReportAnswer>(await operator(env.server.url), REPORT_PATH);
    expect(report.total).toBe(209);
  });

  it('counts only what the list rule admits when it admits part of a company', async () => {
    const collection = await env.ops.collections.getOne('shipments_land');
    const listRule = collection.listRule;
    await env.ops.collections.update('shipments_land', {
      listRule: `${listRule} && status != "Finished"`,
    });
    try {
      const pb = await signedIn(env.server.url, 'staff@golfo.test');
      const records = await wholeShipments(pb);
      expect(records.some((it) => it.mode === 'land' && it.status === 'Finished')).toBe(false);
      const answer = await send<ReportAnswer>(pb, REPORT_PATH);
      expect(answer.total).toBeLessThan(200);
      expect(answer).toEqual(browserReport(records, EMPTY_REPORT_FILTERS, answer.asOf).answer);
    } finally {
      await env.ops.collections.update('shipments_land', { listRule });
    }
  });
});

describe('bad parameters', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    [REPORT_PATH, { from: '2026-02-30' }, 'from'],
    [REPORT_PATH, { to: 'yesterday' }, 'to'],
    [REPORT_PATH, { from: '2026-05-01', to: '2026-04-01' }, 'to'],
    [REPORT_PATH, { basis: 'posted' }, 'basis'],
    [REPORT_PATH, { mode: 'ocean,rail' }, 'mode'],
    [REPORT_PATH, { client: 'x'.repeat(201) }, 'client'],
    [REPORT_PATH, { company: '../users' }, 'company'],
    [REPORT_PATH, { company: '" || 1=1 || "' }, 'company'],
    [REPORT_SHIPMENTS_PATH, { figure: '' }, 'figure'],
    [REPORT_SHIPMENTS_PATH, { figure: 'profit' }, 'figure'],
    [REPORT_SHIPMENTS_PATH, { figure: 'mode:rail' }, 'figure'],
    [REPORT_SHIPMENTS_PATH, { figure: 'shipments', perPage: 0 }, 'perPage'],
    [REPORT_SHIPMENTS_PATH, { figure: 'shipments', perPage: 501 }, 'perPage'],
    [REPORT_SHIPMENTS_PATH, { figure: 'shipments', page: 'two' }, 'page'],
    [HOME_PATH, { weekLimit: -1 }, 'weekLimit'],
    [HOME_PATH, { company: 'short' }, 'company'],
    [HOME_WEEK_PATH, { perPage: '1e3' }, 'perPage'],
  ];

  it.each(
    cases.map(
      ([path, query, field]) => [`${path} ${JSON.stringify(query)}`, path, query, field] as const,
    ),
  )('answers %s with 400 naming the parameter', async (_name, path, query, field) => {
    const pb = await signedIn(env.server.url, 'staff@golfo.test');
    const data = await badRequestData(pb.send(path, { query }));
    expect(data[field]).toEqual({
      code: expect.stringMatching(/^validation_/),
      message: expect.any(String),
    });
  });
});
