import {
  SHIPMENT_MODES,
  type ReportBucketCounts,
  type ReportFilters,
  type ReportSummaryCounts,
} from '@rumbo/domain';
import type { TFunction } from 'i18next';
import type { XlsxFormat, XlsxWriter } from '#ui/xlsx-stream/xlsx-writer.ts';
import { bucketLabel, type BucketKind } from '../charts/chart-data.ts';
import { excelMonth } from './excel-cells.ts';

type Cell = string | number | Date | null;

/**
 * The Summary sheet: the filters applied ("Any" when a filter is empty), a blank line, then
 * the report's figures, money per currency (never converted).
 */
export async function addSummarySheet(
  writer: XlsxWriter,
  { summary, filters, t }: { summary: ReportSummaryCounts; filters: ReportFilters; t: TFunction },
): Promise<void> {
  await writer.startSheet(t('reportCharts.workbook.sheets.summary'), [
    { header: t('reportCharts.workbook.filter'), width: 30 },
    { header: t('reportCharts.workbook.value'), width: 24 },
  ]);
  for (const [name, value] of filterLines(filters, t)) await writer.addRow([name, value]);
  await writer.addRow([]);
  await writer.addRow([t('reportCharts.workbook.kpi'), t('reportCharts.workbook.value')], {
    isBold: true,
  });
  for (const [name, value, format] of figureLines(summary, t))
    await writer.addRow([name, value], { formats: [undefined, format] });
}

function filterLines(filters: ReportFilters, t: TFunction): [string, string][] {
  const any = t('reportCharts.workbook.any');
  const label = (key: keyof ReportFilters) => t(`reportCharts.workbook.filters.${key}`);
  return [
    [label('from'), filters.from || any],
    [label('to'), filters.to || any],
    [label('basis'), t(`reportCharts.workbook.bases.${filters.basis}`)],
    [
      label('modes'),
      filters.modes.length === 0
        ? any
        : filters.modes.map((mode) => t(`reportCharts.modes.${mode}`)).join(', '),
    ],
    [label('direction'), filters.direction || any],
    [label('client'), filters.client || any],
    [label('carrier'), filters.carrier || any],
    [label('status'), filters.status || any],
    [label('currency'), filters.currency || any],
  ];
}

function figureLines(summary: ReportSummaryCounts, t: TFunction): [string, Cell, XlsxFormat][] {
  const kpi = (key: string) =>
    t(`reportCharts.workbook.kpis.${key}` as 'reportCharts.workbook.kpis.teu');
  const lines: [string, Cell, XlsxFormat][] = [
    [kpi('shipments'), summary.shipments.value, 'count'],
    ...SHIPMENT_MODES.map((mode): [string, Cell, XlsxFormat] => [
      t(`reportCharts.modes.${mode}`),
      summary.byMode[mode].value,
      'count',
    ]),
    [kpi('teu'), summary.teu.value, 'decimal'],
    [kpi('chargeableKg'), summary.chargeableKg.value, 'decimal'],
    [kpi('onTimeRate'), summary.onTime.rate, 'percent'],
    [kpi('milestonesDone'), summary.onTime.done, 'count'],
    [kpi('overdueMilestones'), summary.overdueMilestones.value, 'count'],
  ];
  for (const money of summary.money) {
    const code = money.currency || t('reportCharts.noCurrency');
    lines.push(
      [`${kpi('income')} ${code}`, money.income, 'money'],
      [`${kpi('cost')} ${code}`, money.cost, 'money'],
      [`${kpi('profit')} ${code}`, money.profit, 'money'],
      [`${kpi('margin')} ${code}`, money.margin, 'percent'],
    );
  }
  return lines;
}

type BreakdownSheet = {
  sheet: 'monthly' | 'status' | 'clients' | 'lanes' | 'carriers';
  kind: BucketKind;
  column: 'month' | 'status' | 'client' | 'lane' | 'carrier';
  buckets: (summary: ReportSummaryCounts) => ReportBucketCounts[];
};

const BREAKDOWNS: readonly BreakdownSheet[] = [
  { sheet: 'monthly', kind: 'month', column: 'month', buckets: (s) => s.monthly },
  { sheet: 'status', kind: 'status', column: 'status', buckets: (s) => s.statusPipeline },
  { sheet: 'clients', kind: 'client', column: 'client', buckets: (s) => s.topClients },
  { sheet: 'lanes', kind: 'lane', column: 'lane', buckets: (s) => s.topLanes },
  { sheet: 'carriers', kind: 'carrier', column: 'carrier', buckets: (s) => s.topCarriers },
];

/**
 * One sheet per breakdown (Monthly, Status, Clients, Lanes, Carriers): the bucket, its
 * shipments, the shipments per mode and the profit per currency. Months are dates.
 */
export async function addBreakdownSheets(
  writer: XlsxWriter,
  {
    summary,
    currencies,
    t,
  }: { summary: ReportSummaryCounts; currencies: readonly string[]; t: TFunction },
): Promise<void> {
  for (const breakdown of BREAKDOWNS) {
    const isMonthly = breakdown.kind === 'month';
    await writer.startSheet(t(`reportCharts.workbook.sheets.${breakdown.sheet}`), [
      {
        header: t(`reportCharts.workbook.columns.${breakdown.column}`),
        width: isMonthly ? 12 : 36,
        format: isMonthly ? 'month' : undefined,
      },
      { header: t('reportCharts.workbook.columns.shipments'), width: 12, format: 'count' },
      ...SHIPMENT_MODES.map((mode) => ({
        header: t(`reportCharts.modes.${mode}`),
        width: 10,
        format: 'count' as const,
      })),
      ...currencies.map((code) => ({
        header: `${t('reportCharts.workbook.columns.profit')} ${code || t('reportCharts.noCurrency')}`,
        width: 16,
        format: 'money' as const,
      })),
    ]);
    for (const bucket of breakdown.buckets(summary)) {
      const first = isMonthly
        ? (excelMonth(bucket.key) ?? bucketLabel(bucket, 'month', t))
        : bucketLabel(bucket, breakdown.kind, t);
      await writer.addRow([
        first,
        bucket.shipments,
        ...SHIPMENT_MODES.map((mode) => bucket.byMode[mode] ?? 0),
        ...currencies.map((code) => bucket.profit[code] ?? 0),
      ]);
    }
  }
}
