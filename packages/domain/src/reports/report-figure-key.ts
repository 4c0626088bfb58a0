import { SHIPMENT_MODES, type ShipmentMode } from '../collections/shipment-mode.ts';
import type { ReportBucket, ReportSummary } from './report-types.ts';

/**
 * Figures that stand alone (`shipments`, `teu`, …) and figures of a breakdown, named
 * `<kind>:<bucket key>` (`mode:air`, `client:Café Orizaba`, …).
 */
export type ReportFigureKind =
  | 'shipments'
  | 'teu'
  | 'chargeableKg'
  | 'onTime'
  | 'overdue'
  | 'mode'
  | 'money'
  | 'direction'
  | 'month'
  | 'status'
  | 'client'
  | 'lane'
  | 'carrier';

/**
 * A figure of the report by name, so the shipments behind it can be asked for a page at a time
 * (`figure=` of the drill-down): `shipments`, `teu`, `chargeableKg`, `onTime`, `overdue`, or a
 * bucket `<kind>:<key>` with the bucket's key as the summary gives it (`mode:ocean`,
 * `money:USD`, `month:2026-03`, `client:` for the shipments without a client).
 */
export function reportFigureKey(kind: ReportFigureKind, key?: string): string {
  return key === undefined ? kind : `${kind}:${key}`;
}

/**
 * The shipments behind the figure named `figure` in `summary`, in the summary's order; [] when
 * the bucket it names is not in the summary (any more); null when no figure has that name.
 */
export function reportFigureIds(summary: ReportSummary, figure: string): string[] | null {
  const colon = figure.indexOf(':');
  if (colon === -1) return singleFigureIds(summary, figure);
  const kind = figure.slice(0, colon);
  const key = figure.slice(colon + 1);
  if (kind === 'mode') return isMode(key) ? summary.byMode[key].shipmentIds : null;
  if (kind === 'money')
    return summary.money.find((money) => money.currency === key)?.shipmentIds ?? [];
  const buckets = bucketsOf(summary, kind);
  return buckets ? (buckets.find((bucket) => bucket.key === key)?.shipmentIds ?? []) : null;
}

function singleFigureIds(summary: ReportSummary, figure: string): string[] | null {
  if (figure === 'shipments') return summary.shipments.shipmentIds;
  if (figure === 'teu') return summary.teu.shipmentIds;
  if (figure === 'chargeableKg') return summary.chargeableKg.shipmentIds;
  if (figure === 'onTime') return summary.onTime.shipmentIds;
  if (figure === 'overdue') return summary.overdueMilestones.shipmentIds;
  return null;
}

function bucketsOf(summary: ReportSummary, kind: string): ReportBucket[] | null {
  if (kind === 'direction') return summary.byDirection;
  if (kind === 'month') return summary.monthly;
  if (kind === 'status') return summary.statusPipeline;
  if (kind === 'client') return summary.topClients;
  if (kind === 'lane') return summary.topLanes;
  if (kind === 'carrier') return summary.topCarriers;
  return null;
}

function isMode(value: string): value is ShipmentMode {
  return (SHIPMENT_MODES as readonly string[]).includes(value);
}
