import type { CurrencyTotals } from '../shipments/cost-totals.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';

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

/**
 * One shipment, read once into what the report counts (built from a record of any mode by
 * `toReportFact`). Texts are trimmed; '' when the record has none.
 */
export type ReportFact = {
  id: string;
  mode: ShipmentMode;
  code: string;
  reference: string;
  /** The record's `direction` lower-cased; a land shipment without one is 'domestic'. */
  direction: string;
  /** The principal (the forwarder's customer), or the consignee when there is none. */
  client: string;
  /** Ocean `carrier`, air `airline`, land `carrier`. */
  carrier: string;
  /** Ocean `operationalStatus` (else `status`); air and land `status`. */
  status: string;
  /** Ocean ports of load / arrival, air airports of departure / arrival, land origin / destination. */
  origin: string;
  destination: string;
  /**
   * ISO instants; '' when the record has none. ETD/ETA are the main leg's estimates (ocean
   * POL departure / POD arrival, air airport departure / arrival, land pickup / delivery), or
   * the actual date when the estimate is missing.
   */
  createdAt: string;
  etd: string;
  eta: string;
  /**
   * Ocean only: twenty-foot equivalents of the listed containers (0 for other modes). By the
   * ISO 6346 length character: 20 ft = 1, 40 ft and 45 ft = 2; any other or unreadable type
   * counts 1 (a box is at least one TEU). A container without a type takes the shipment's.
   */
  teu: number;
  /** Air only: chargeable weight in kg (0 for other modes). */
  chargeableKg: number;
  /** Cost-control totals per currency (`costTotals`). */
  money: CurrencyTotals[];
  /**
   * Milestones with an estimate: done on time (actual date at or before the due time, estimate
   * + 24 working hours, the same grace after which a missing actual date is overdue), done
   * late (after it), and still open past it (overdue, as notifications count it: never for a
   * cancelled or closed shipment).
   */
  milestones: { onTime: number; late: number; overdue: number };
};

/**
 * A figure and the shipments behind it, for drill-down: the ids of the facts that add to it
 * (for TEU, kg and overdue milestones, those with a value above 0), in the facts' order.
 */
export type ReportFigure = { value: number; shipmentIds: string[] };

/**
 * Money of one currency (sums rounded to cents); margin is profit / income rounded to 4
 * decimals (0.1234 = 12.34 %; negative on a loss), null when income is 0. `shipmentIds`: the
 * shipments with cost-control rows in that currency.
 */
export type ReportMoney = CurrencyTotals & { margin: number | null; shipmentIds: string[] };

/** A row of a breakdown (month, mode, status, client, lane or carrier). */
export type ReportBucket = {
  /**
   * Months: `YYYY-MM`. Lanes: `ORIGIN→DESTINATION` upper-cased. Others: the value as first
   * seen (values differing only in case are one bucket), ready for the matching filter.
   * '' gathers the shipments without a value (for lanes: without origin or destination).
   */
  key: string;
  /** What to show; for lanes `Origin → Destination` as first seen. Months: `YYYY-MM` too. */
  label: string;
  shipments: number;
  /** Counts per mode inside the bucket (pipelines and monthly bars stack by mode). */
  byMode: Record<ShipmentMode, number>;
  /** Profit per currency code inside the bucket (only the filtered currency when one is set). */
  profit: Record<string, number>;
  shipmentIds: string[];
};

export type ReportSummary = {
  shipments: ReportFigure;
  byMode: Record<ShipmentMode, ReportFigure>;
  /** Import / export / domestic / '' buckets, most shipments first. */
  byDirection: ReportBucket[];
  teu: ReportFigure;
  chargeableKg: ReportFigure;
  /** One entry per currency present, alphabetical ('' — rows without a currency — last). */
  money: ReportMoney[];
  /**
   * Milestones done on time over milestones done (rate rounded to 4 decimals); rate null when
   * none are done. `shipmentIds`: shipments with at least one milestone done.
   */
  onTime: { onTime: number; done: number; rate: number | null; shipmentIds: string[] };
  overdueMilestones: ReportFigure;
  /**
   * Months `YYYY-MM` of the basis date in the business time zone, oldest first, every month
   * between the first and last (empty ones with zeros). Facts without the basis date are in
   * no month.
   */
  monthly: ReportBucket[];
  /** Operational status buckets, most shipments first (ties in Spanish alphabetical order). */
  statusPipeline: ReportBucket[];
  /** Most shipments first (ties in Spanish alphabetical order), at most `topN` (default 10). */
  topClients: ReportBucket[];
  topLanes: ReportBucket[];
  topCarriers: ReportBucket[];
};
