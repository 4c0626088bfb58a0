import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import {
  EMPTY_REPORT_FILTERS,
  reportFigureIds,
  toReportFact,
  type ReportAnswer,
  type ReportFact,
  type ReportFilters,
} from '@rumbo/domain';
import { serverWithOperator, signedIn } from './test-server.ts';
import {
  browserReport,
  REPORT_PATH,
  REPORT_SHIPMENTS_PATH,
  reportQuery,
  wholeShipments,
} from './figures-fixtures.ts';

type Page = {
  page: number;
  totalItems: number;
  totalPages: number;
  asOf: string;
  items: ReportFact[];
};

const env = serverWithOperator();
const FILTER_SETS: Partial<ReportFilters>[] = [
  {},
  { modes: ['ocean', 'land'] },
  { basis: 'etd', from: '2026-01-01', to: '2027-12-31' },
  { direction: 'import', currency: 'USD' },
  { status: 'Finished' },
  { basis: 'eta', from: '2020-01-01', modes: ['air'] },
];

function report(pb: PocketBase, filters: Partial<ReportFilters>, extra = {}) {
  return pb.send<ReportAnswer>(REPORT_PATH, { query: { ...reportQuery(filters), ...extra } });
}

/** Every page of a figure's shipments, read `perPage` at a time, all as of one minute. */
async function drill(pb: PocketBase, filters: Partial<ReportFilters>, figure: string) {
  for (let attempt = 0; ; attempt++) {
    const pages: Page[] = [];
    for (let page = 1; page === 1 || page <= pages[0]!.totalPages; page++)
      pages.push(
        await pb.send<Page>(REPORT_SHIPMENTS_PATH, {
          query: { ...reportQuery(filters), figure, page, perPage: 7 },
        }),
      );
    // The minute turned between two pages: overdue figures may have moved; read them again.
    if (pages.some((page) => page.asOf !== pages[0]!.asOf) && attempt < 2) continue;
    return {
      asOf: pages[0]!.asOf,
      total: pages[0]!.totalItems,
      items: pages.flatMap((it) => it.items),
    };
  }
}

describe('the report from the server', () => {
  it.each(FILTER_SETS.map((filters) => [JSON.stringify(filters), filters] as const))(
    "equals the browser's computation on the demo data for %s (Golfo's staff)",
    async (_name, partial) => {
      const pb = await signedIn(env.server.url, 'staff@golfo.test');
      const records = await wholeShipments(pb);
      const answer = await report(pb, partial);
      const filters = { ...EMPTY_REPORT_FILTERS, ...partial };
      expect(answer).toEqual(browserReport(records, filters, answer.asOf).answer);
      expect(answer.total).toBe(200);
    },
  );

  it("counts every company's shipments for a platform admin, or one company's when asked", async () => {
    const pb = await signedIn(env.server.url, 'admin@rumbo.test');
    const records = await wholeShipments(pb);
    const all = await report(pb, { modes: ['air'] });
    expect(all).toEqual(
      browserReport(records, { ...EMPTY_REPORT_FILTERS, modes: ['air'] }, all.asOf).answer,
    );
    expect(all.total).toBe(209);
    const plata = await report(pb, {}, { company: 'rmbcompanyplata' });
    const plataRecords = records.filter((record) => record.company === 'rmbcompanyplata');
    expect(plata).toEqual(browserReport(plataRecords, EMPTY_REPORT_FILTERS, plata.asOf).answer);
    expect(plata.total).toBe(9);
  });

  it('lists the shipments behind each figure a page at a time, as the summary holds them', async () => {
    const pb = await signedIn(env.server.url, 'staff@golfo.test');
    const records = await wholeShipments(pb);
    const partial: Partial<ReportFilters> = { modes: ['ocean', 'air'] };
    const first = await report(pb, partial);
    const { summary } = browserReport(records, { ...EMPTY_REPORT_FILTERS, ...partial }, first.asOf);
    const figures = [
      'shipments',
      'mode:air',
      'teu',
      'chargeableKg',
      'onTime',
      'overdue',
      `money:${summary.money[0]!.currency}`,
      `client:${summary.topClients[0]!.key}`,
      `month:${summary.monthly.at(-1)!.key}`,
      `lane:${summary.topLanes[0]!.key}`,
      `status:${summary.statusPipeline[0]!.key}`,
      `direction:${summary.byDirection[0]!.key}`,
    ];
    for (const figure of figures) {
      const { asOf, total, items } = await drill(pb, partial, figure);
      const browser = browserReport(records, { ...EMPTY_REPORT_FILTERS, ...partial }, asOf);
      const ids = reportFigureIds(browser.summary, figure)!;
      expect(ids.length, figure).toBeGreaterThan(0);
      expect(total, figure).toBe(ids.length);
      expect(
        items.map((fact) => fact.id),
        figure,
      ).toEqual(ids);
      const byId = new Map(browser.facts.map((fact) => [fact.id, fact]));
      expect(items, figure).toEqual(ids.map((id) => byId.get(id)));
    }
  });

  it('follows writes: a new, a changed and a deleted shipment', async () => {
    const pb = await signedIn(env.server.url, 'super@golfo.test');
    const before = await report(pb, { modes: ['land'] });
    const created = await pb.collection('shipments_land').create({
      company: 'rmbcompanygolfo',
      status: 'In progress',
      principal: 'Cliente Nuevo del Test',
      ref: 'FIG-1',
    });
    const afterCreate = await report(pb, { modes: ['land'] });
    expect(afterCreate.summary.shipments.value).toBe(before.summary.shipments.value + 1);
    expect(afterCreate.options.clients).toContain('Cliente Nuevo del Test');
    await pb.collection('shipments_land').update(created.id, { principal: 'Cliente Cambiado' });
    const afterUpdate = await report(pb, { client: 'Cliente Cambiado' });
    expect(afterUpdate.summary.shipments.value).toBe(1);
    await pb.collection('shipments_land').delete(created.id);
    const afterDelete = await report(pb, { modes: ['land'] });
    expect(afterDelete.summary).toEqual(before.summary);
    const records = await wholeShipments(pb);
    expect(afterDelete).toEqual(
      browserReport(records, { ...EMPTY_REPORT_FILTERS, modes: ['land'] }, afterDelete.asOf).answer,
    );
  });

  it("sees rows written straight into the database (another server instance's writes)", async () => {
    const pb = await signedIn(env.server.url, 'staff@golfo.test');
    const before = await report(pb, {});
    const db = env.server.core.db;
    const [row] = await db.all<{ id: string; updated: string }>(
      'SELECT "id", "updated" FROM "shipments_air" WHERE "company" = ? ORDER BY "updated" LIMIT 1',
      ['rmbcompanygolfo'],
    );
    // Another instance saves a change to one row and deletes another.
    await db.run('UPDATE "shipments_air" SET "principal" = ?, "updated" = ? WHERE "id" = ?', [
      'Cliente De Otra Instancia',
      '2999-01-01 00:00:00.000Z',
      row!.id,
    ]);
    const changed = await report(pb, { client: 'Cliente De Otra Instancia' });
    expect(changed.summary.shipments.value).toBe(1);
    await db.run('DELETE FROM "shipments_air" WHERE "id" = ?', [row!.id]);
    const after = await report(pb, {});
    expect(after.total).toBe(before.total - 1);
    const records = await wholeShipments(pb);
    expect(after).toEqual(browserReport(records, EMPTY_REPORT_FILTERS, after.asOf).answer);
  });

  it('reads the facts without the shipments’ payload', async () => {
    const pb = await signedIn(env.server.url, 'staff@golfo.test');
    const [record] = await wholeShipments(pb);
    const asOf = new Date();
    const fact = toReportFact(record!, asOf);
    const page = await pb.send<Page>(REPORT_SHIPMENTS_PATH, {
      query: { figure: 'shipments', perPage: 1 },
    });
    expect(page.items[0]!.id).toBe(fact.id);
    expect(JSON.stringify(page.items[0])).not.toContain('payload');
  });
});
