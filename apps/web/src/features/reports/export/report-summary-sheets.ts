import {
  SHIPMENT_MODES,
  type ReportBucket,
  type ReportFilters,
  type ReportSummary,
} from '@rumbo/domain';
import type { Workbook } from 'exceljs';
import type { TFunction } from 'i18next';
import { bucketLabel, type BucketKind } from '../charts/chart-data.ts';
import {
  COUNT_FORMAT,
  DECIMAL_FORMAT,
  excelMonth,
  MONEY_FORMAT,
  MONTH_FORMAT,
  PERCENT_FORMAT,
  setHeader,
} from './excel-cells.ts';

type Cell = string | number | Date | null;

/**
 * The Summary sheet: the filters applied ("Any" when a filter is empty), a blank line, then
 * the report's figures, money per currency (never converted).
 */
export function addSummarySheet(
  workbook: Workbook,
  { summary, filters, t }: { summary: ReportSummary; filters: ReportFilters; t: TFunction },
): void {
  const sheet = workbook.addWorksheet(t('reportCharts.workbook.sheets.summary'));
  setHeader(sheet, [
    { header: t('reportCharts.workbook.filter'), width: 30 },
    { header: t('reportCharts.workbook.value'), width: 24 },
  ]);
  for (const [name, value] of filterLines(filters, t)) sheet.addRow([name, value]);
  sheet.addRow([]);
  const kpiHeader = sheet.addRow([
    t('reportCharts.workbook.kpi'),
    t('reportCharts.workbook.value'),
  ]);
  kpiHeader.font = { bold: true };
  for (const [name, value, format] of figureLines(summary, t)) {
    const row = sheet.addRow([name, value]);
    row.getCell(2).numFmt = format;
  }
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

function figureLines(summary: ReportSummary, t: TFunction): [string, Cell, string][] {
  const kpi = (key: string) =>
    t(`reportCharts.workbook.kpis.${key}` as 'reportCharts.workbook.kpis.teu');
  const lines: [string, Cell, string][] = [
    [kpi('shipments'), summary.shipments.value, COUNT_FORMAT],
    ...SHIPMENT_MODES.map((mode): [string, Cell, string] => [
      t(`reportCharts.modes.${mode}`),
      summary.byMode[mode].value,
      COUNT_FORMAT,
    ]),
    [kpi('teu'), summary.teu.value, DECIMAL_FORMAT],
    [kpi('chargeableKg'), summary.chargeableKg.value, DECIMAL_FORMAT],
    [kpi('onTimeRate'), summary.onTime.rate, PERCENT_FORMAT],
    [kpi('milestonesDone'), summary.onTime.done, COUNT_FORMAT],
    [kpi('overdueMilestones'), summary.overdueMilestones.value, COUNT_FORMAT],
  ];
  for (const money of summary.money) {
    const code = money.currency || t('reportCharts.noCurrency');
    lines.push(
      [`${kpi('income')} ${code}`, money.income, MONEY_FORMAT],
      [`${kpi('cost')} ${code}`, money.cost, MONEY_FORMAT],
      [`${kpi('profit')} ${code}`, money.profit, MONEY_FORMAT],
      [`${kpi('margin')} ${code}`, money.margin, PERCENT_FORMAT],
    );
  }
  return lines;
}

type BreakdownSheet = {
  sheet: 'monthly' | 'status' | 'clients' | 'lanes' | 'carriers';
  kind: BucketKind;
  column: 'month' | 'status' | 'client' | 'lane' | 'carrier';
  buckets: (summary: ReportSummary) => ReportBucket[];
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
export function addBreakdownSheets(
  workbook: Workbook,
  { summary, currencies, t }: { summary: ReportSummary; currencies: string[]; t: TFunction },
): void {
  for (const breakdown of BREAKDOWNS) {
    const sheet = workbook.addWorksheet(t(`reportCharts.workbook.sheets.${breakdown.sheet}`));
    const isMonthly = breakdown.kind === 'month';
    setHeader(sheet, [
      {
        header: t(`reportCharts.workbook.columns.${breakdown.column}`),
        width: isMonthly ? 12 : 36,
        numFmt: isMonthly ? MONTH_FORMAT : undefined,
      },
      { header: t('reportCharts.workbook.columns.shipments'), width: 12, numFmt: COUNT_FORMAT },
      ...SHIPMENT_MODES.map((mode) => ({
        header: t(`reportCharts.modes.${mode}`),
        width: 10,
        numFmt: COUNT_FORMAT,
      })),
      ...currencies.map((code) => ({
        header: `${t('reportCharts.workbook.columns.profit')} ${code || t('reportCharts.noCurrency')}`,
        width: 16,
        numFmt: MONEY_FORMAT,
      })),
    ]);
    for (const bucket of breakdown.buckets(summary)) {
      const first = isMonthly
        ? (excelMonth(bucket.key) ?? bucketLabel(bucket, 'month', t))
        : bucketLabel(bucket, breakdown.kind, t);
      sheet.addRow([
        first,
        bucket.shipments,
        ...SHIPMENT_MODES.map((mode) => bucket.byMode[mode] ?? 0),
        ...currencies.map((code) => bucket.profit[code] ?? 0),
      ]);
    }
  }
}
