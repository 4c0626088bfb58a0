import { describe, expect, it } from 'vitest';
import { BASE_SYSTEM_FIELDS } from '../collections/index.ts';
import { SHIPMENT_COLLECTIONS } from '../collections/collection-shipments.ts';
import { homeEntry } from '../home/home-figures.ts';
import { overdueDueTimes } from '../notifications/overdue-due-times.ts';
import { buildDemoData } from '../seed/build-demo-data.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { SHIPMENT_MODES, type ShipmentMode } from '../collections/shipment-mode.ts';
import type { ShipmentListSource } from '../shipments/shipment-list-row.ts';
import { EMPTY_REPORT_FILTERS, filterReportFacts } from './filter-report-facts.ts';
import { reportAnswer } from './report-answer.ts';
import { figureFields } from './report-columns.ts';
import { reportFactAt } from './report-fact-at.ts';
import { reportFigureIds, reportFigureKey } from './report-figure-key.ts';
import { reportFilterOptions } from './report-filter-options.ts';
import { summarizeReport } from './summarize-report.ts';
import { toReportFact } from './to-report-fact.ts';

const NOW = new Date('2026-11-25T17:00:00Z');
const DAY = 86_400_000;
const DEMO = buildDemoData({ now: NOW, random: mulberry32(3) });
const created = (index: number) => new Date(NOW.getTime() - index * DAY).toISOString();
const RECORDS: ShipmentListSource[] = SHIPMENT_MODES.flatMap((mode) =>
  DEMO[`shipments_${mode}`].map((record, index) => ({
    ...record,
    id: String(record.id),
    mode,
    created: created(index),
    updated: created(index),
  })),
);

function narrowed(record: ShipmentListSource, mode: ShipmentMode): ShipmentListSource {
  const schema = SHIPMENT_COLLECTIONS.find((it) => it.name === `shipments_${mode}`)!.schema;
  const kept = new Set([
    ...BASE_SYSTEM_FIELDS,
    ...figureFields(
      mode,
      schema.map((f) => f.name),
    ),
  ]);
  const fields = Object.entries(record).filter(([key]) => kept.has(key));
  return { ...Object.fromEntries(fields), id: record.id, mode } as ShipmentListSource;
}

describe('figureFields', () => {
  it('leaves the heavy fields out', () => {
    const names = ['payload', 'documents', 'comments', 'costControlRows', 'listRow', 'pickupAt'];
    expect(figureFields('land', names)).toEqual(['costControlRows', 'pickupAt']);
    expect(figureFields('ocean', names)).toEqual(['costControlRows']);
  });

  it('reads the same facts and home entries from narrowed demo records as from whole ones', () => {
    const whole = RECORDS.map((record) => toReportFact(record, NOW));
    const fromNarrow = RECORDS.map((record) => toReportFact(narrowed(record, record.mode), NOW));
    expect(fromNarrow).toEqual(whole);
    const entries = RECORDS.map((record) => homeEntry(record));
    const narrowEntries = RECORDS.map((record) => homeEntry(narrowed(record, record.mode)));
    // Who saved a shipment is in its payload, read for the few lines that show it.
    const withoutName = (entry: ReturnType<typeof homeEntry>) => ({
      ...entry,
      updatedByName: '',
    });
    expect(narrowEntries).toEqual(entries.map(withoutName));
  });
});

describe('reportFactAt', () => {
  it.each([-10, -1, 0, 1, 3, 30])(
    'gives the fact toReportFact reads %i days from when it was read',
    (days) => {
      const now = new Date(NOW.getTime() + days * DAY);
      const earlier = new Date(NOW.getTime() - 5 * DAY);
      for (const record of RECORDS) {
        const kept = reportFactAt(
          toReportFact(record, earlier),
          overdueDueTimes(record),
          now.getTime(),
        );
        expect(kept).toEqual(toReportFact(record, now));
      }
    },
  );
});

describe('reportAnswer and reportFigureIds', () => {
  const facts = RECORDS.map((record) => toReportFact(record, NOW));
  const filters = { ...EMPTY_REPORT_FILTERS, modes: ['ocean' as const, 'land' as const] };
  const { summary, answer } = reportAnswer(facts, filters, { asOf: NOW });

  it('is the page’s summary of the filtered facts, with the choices of every fact', () => {
    const expected = summarizeReport(filterReportFacts(facts, filters), filters);
    expect(summary).toEqual(expected);
    expect(answer.total).toBe(facts.length);
    expect(answer.asOf).toBe(NOW.toISOString());
    expect(answer.options).toEqual(reportFilterOptions(facts));
    expect(answer.summary.shipments).toEqual({ value: expected.shipments.value });
    expect(JSON.stringify(answer)).not.toContain('shipmentIds');
    expect(answer.summary.topClients[0]).toEqual({
      ...expected.topClients[0],
      shipmentIds: undefined,
    });
  });

  it('names every figure of the summary', () => {
    expect(reportFigureIds(summary, 'shipments')).toBe(summary.shipments.shipmentIds);
    expect(reportFigureIds(summary, reportFigureKey('mode', 'land'))).toBe(
      summary.byMode.land.shipmentIds,
    );
    expect(reportFigureIds(summary, 'overdue')).toBe(summary.overdueMilestones.shipmentIds);
    const client = summary.topClients[1]!;
    expect(reportFigureIds(summary, reportFigureKey('client', client.key))).toBe(
      client.shipmentIds,
    );
    const month = summary.monthly.at(-1)!;
    expect(reportFigureIds(summary, `month:${month.key}`)).toBe(month.shipmentIds);
    const lane = summary.topLanes[0]!;
    expect(reportFigureIds(summary, `lane:${lane.key}`)).toBe(lane.shipmentIds);
    const money = summary.money[0]!;
    expect(reportFigureIds(summary, `money:${money.currency}`)).toBe(money.shipmentIds);
    expect(summary.shipments.value).toBeGreaterThan(20);
  });

  it('counts the same without listing the shipments behind the figures', () => {
    const { summary: bare, answer: bareAnswer } = reportAnswer(facts, filters, {
      asOf: NOW,
      withIds: false,
    });
    expect(bareAnswer).toEqual(answer);
    expect(bare.shipments.shipmentIds).toEqual([]);
    expect(bare.topClients[0]!.shipmentIds).toEqual([]);
    expect(bare.money[0]!.shipmentIds).toEqual([]);
    expect(bare.monthly.some((month) => month.shipmentIds.length > 0)).toBe(false);
  });

  it('gives [] for a bucket that is not there and null for a name of no figure', () => {
    expect(reportFigureIds(summary, 'client:Nobody at all')).toEqual([]);
    expect(reportFigureIds(summary, 'mode:rail')).toBeNull();
    expect(reportFigureIds(summary, 'profit')).toBeNull();
    expect(reportFigureIds(summary, 'nothing:x')).toBeNull();
  });
});
