import type { CurrencyTotals } from '../shipments/cost-totals.ts';
import type { ShipmentMode } from '../shipments/shipment-mode.ts';

/** Which of a shipment's dates the report's date range reads (freight-domain §4.1). */
export const REPORT_DATE_BASES = ['created', 'etd', 'eta'] as const;
export type ReportDateBasis = (typeof REPORT_DATE_BASES)[number];

/**
 * The report's filters. Empty text or an empty list means "any". Days are calendar days
 * `YYYY-MM-DD` in the business time zone, both ends included; a shipment without the basis
 * date is left out whenever either end is set.
 */
export type ReportFilters = {
  from: string;
  to: string;
  basis: ReportDateBasis;
  modes: ShipmentMode[];
  /** 'import' | 'export' | 'domestic' (land shipments count as domestic unless they say). */
  direction: string;
  /** Exact values as `ReportFact` holds them (trimmed); compared case-insensitively. */
  client: string;
  carrier: string;
  status: string;
  /**
   * A currency code: only shipments with cost-control rows in it are kept, and money figures
   * show that currency alone. Empty: every currency, each totalled on its own (never converted).
   */
  currency: string;
};

/** One shipment, read once into what the report counts (built from a record of any mode). */
export type ReportFact = {
  id: string;
  mode: ShipmentMode;
  code: string;
  reference: string;
  direction: string;
  client: string;
  /** Ocean `carrier`, air `airline`, land `carrier`. */
  carrier: string;
  status: string;
  origin: string;
  destination: string;
  /** ISO instants; '' when the record has none. ETD/ETA are the main leg's estimates. */
  createdAt: string;
  etd: string;
  eta: string;
  /** Ocean only: twenty-foot equivalents of the containers (0 for other modes). */
  teu: number;
  /** Air only: chargeable weight in kg (0 for other modes). */
  chargeableKg: number;
  /** Cost-control totals per currency (`costTotals`). */
  money: CurrencyTotals[];
  /** Milestones with an estimate: done on or before it, done after it, and still open past it. */
  milestones: { onTime: number; late: number; overdue: number };
};

/** A figure and the shipments behind it, for drill-down. */
export type ReportFigure = { value: number; shipmentIds: string[] };

/** Money of one currency; margin is profit / income (0–1), null when there is no income. */
export type ReportMoney = CurrencyTotals & { margin: number | null; shipmentIds: string[] };

/** A row of a breakdown (month, mode, status, client, lane or carrier). */
export type ReportBucket = {
  key: string;
  /** What to show; for lanes `ORIGIN → DESTINATION`. */
  label: string;
  shipments: number;
  /** Counts per mode inside the bucket (pipelines and monthly bars stack by mode). */
  byMode: Record<ShipmentMode, number>;
  /** Profit per currency code inside the bucket. */
  profit: Record<string, number>;
  shipmentIds: string[];
};

export type ReportSummary = {
  shipments: ReportFigure;
  byMode: Record<ShipmentMode, ReportFigure>;
  byDirection: ReportBucket[];
  teu: ReportFigure;
  chargeableKg: ReportFigure;
  /** One entry per currency, alphabetical. */
  money: ReportMoney[];
  /** Milestones done on time over milestones done; rate null when none are done. */
  onTime: { onTime: number; done: number; rate: number | null; shipmentIds: string[] };
  overdueMilestones: ReportFigure;
  /** Months `YYYY-MM` of the basis date, oldest first, every month between the first and last. */
  monthly: ReportBucket[];
  /** Operational status buckets, most shipments first. */
  statusPipeline: ReportBucket[];
  /** Most shipments first, at most `topN` (default 10). */
  topClients: ReportBucket[];
  topLanes: ReportBucket[];
  topCarriers: ReportBucket[];
};
