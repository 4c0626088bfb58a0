import {
  reportFigureKey,
  SHIPMENT_MODES,
  type ReportBucketCounts,
  type ShipmentMode,
  formatMonth,
  formatCount,
  formatNumber,
} from '@rumbo/domain';
import type { TFunction } from 'i18next';

/** What a breakdown groups by; it picks the text of an empty bucket and of its drill-down. */
export type BucketKind = 'month' | 'mode' | 'status' | 'client' | 'lane' | 'carrier';

/** One bar (or slice) of a chart: the bucket it draws, its label and counts per mode. */
export type ChartRow = Record<ShipmentMode, number> & {
  label: string;
  shipments: number;
  /** Profit in the chosen currency (monthly chart only; 0 when the bucket has none). */
  profit: number;
  bucket: ReportBucketCounts;
};

/** Mode colours, the same in every chart (Mantine palette names; they adapt to dark mode). */
export const MODE_COLORS: Record<ShipmentMode, string> = {
  ocean: 'blue.6',
  air: 'grape.6',
  land: 'orange.6',
};
export const PROFIT_COLOR = 'teal.6';

export { formatCount, formatMonth };

/** A profit in the chart's one currency (named by the axis), whole units: `12,500`. */
export const formatMoney = (value: number): string => formatNumber(value);

/** What a bucket is called on screen: months spelled out, empty values named ("No client"). */
export function bucketLabel(bucket: ReportBucketCounts, kind: BucketKind, t: TFunction): string {
  if (kind === 'month')
    return bucket.key === '' ? t('reportCharts.empty.month') : formatMonth(bucket.key);
  if (kind === 'mode') return modeLabel(bucket.key, t);
  if (kind === 'lane') return laneLabel(bucket, t);
  const label = bucket.label.trim() || bucket.key.trim();
  if (label === '') return t(`reportCharts.empty.${kind}`);
  return kind === 'status' ? statusLabel(label, t) : label;
}

/**
 * A status as the screen says it in the chosen language (records keep the English words,
 * `shipmentForm.options.statuses`); one the catalogue does not know is shown as stored.
 */
function statusLabel(status: string, t: TFunction): string {
  const lookUp = t as unknown as (key: string, options: { defaultValue: string }) => string;
  return lookUp(`shipmentForm.options.statuses.${status}`, { defaultValue: status });
}

/** Lanes without an origin or a destination are gathered under the key ''. */
function laneLabel(bucket: ReportBucketCounts, t: TFunction): string {
  const label = bucket.label.trim();
  return bucket.key === '' || label === '' ? t('reportCharts.empty.lane') : label;
}

export function modeLabel(mode: string, t: TFunction): string {
  return (SHIPMENT_MODES as readonly string[]).includes(mode)
    ? t(`reportCharts.modes.${mode as ShipmentMode}`)
    : t('reportCharts.empty.mode');
}

/** The rows a chart draws, one per bucket, in the buckets' order. */
export function chartRows(
  buckets: readonly ReportBucketCounts[],
  kind: BucketKind,
  t: TFunction,
  currency = '',
): ChartRow[] {
  return buckets.map((bucket) => ({
    label: bucketLabel(bucket, kind, t),
    shipments: bucket.shipments,
    ocean: bucket.byMode.ocean ?? 0,
    air: bucket.byMode.air ?? 0,
    land: bucket.byMode.land ?? 0,
    profit: bucket.profit[currency] ?? 0,
    bucket,
  }));
}

/** The stacked series of a chart: one per mode that has shipments in any of its rows. */
export function modeSeries(rows: readonly ChartRow[], t: TFunction) {
  return SHIPMENT_MODES.filter((mode) => rows.some((row) => row[mode] > 0)).map((mode) => ({
    name: mode,
    label: t(`reportCharts.modes.${mode}`),
    color: MODE_COLORS[mode],
    stackId: 'modes',
  }));
}

/** The figure a bucket is, as the server names it for its drill-down (`client:Café Orizaba`). */
export function bucketFigure(kind: BucketKind, row: ChartRow): string {
  return reportFigureKey(kind, row.bucket.key);
}

/** The drill-down title of a bucket, e.g. "Client: Café Orizaba". */
export function drillTitle(kind: BucketKind, label: string, t: TFunction): string {
  return t(`reportCharts.drill.${kind}`, { label });
}

/** The index a recharts click landed on (a number, or a numeric string), or null. */
export function clickedIndex(index: unknown, length: number): number | null {
  const value = typeof index === 'string' ? Number(index) : index;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < length
    ? value
    : null;
}
