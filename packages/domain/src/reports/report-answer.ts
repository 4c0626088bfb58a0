import type { ShipmentMode } from '../collections/shipment-mode.ts';
import { BUSINESS_TIME_ZONE } from '../time/business-time-zone.ts';
import { filterReportFacts } from './filter-report-facts.ts';
import { reportFilterOptions, type ReportFilterOptions } from './report-filter-options.ts';
import type {
  ReportBucket,
  ReportFact,
  ReportFilters,
  ReportMoney,
  ReportSummary,
} from './report-types.ts';
import { summarizeReport } from './summarize-report.ts';

export type ReportFigureValue = { value: number };
export type ReportBucketCounts = Omit<ReportBucket, 'shipmentIds'>;
export type ReportMoneyCounts = Omit<ReportMoney, 'shipmentIds'>;

/**
 * The report's figures without the shipments behind them (`ReportSummary` less every
 * `shipmentIds`): what a page shows. The shipments of a figure are asked for by its key, a
 * page at a time (`reportFigureIds`).
 */
export type ReportSummaryCounts = {
  shipments: ReportFigureValue;
  byMode: Record<ShipmentMode, ReportFigureValue>;
  byDirection: ReportBucketCounts[];
  teu: ReportFigureValue;
  chargeableKg: ReportFigureValue;
  money: ReportMoneyCounts[];
  onTime: { onTime: number; done: number; rate: number | null };
  overdueMilestones: ReportFigureValue;
  monthly: ReportBucketCounts[];
  statusPipeline: ReportBucketCounts[];
  topClients: ReportBucketCounts[];
  topLanes: ReportBucketCounts[];
  topCarriers: ReportBucketCounts[];
};

/** The report for one set of filters, as the reports page reads it. */
export type ReportAnswer = {
  /** ISO time the figures are as of (overdue milestones depend on it). */
  asOf: string;
  /** How many shipments the user may see before the filters. */
  total: number;
  summary: ReportSummaryCounts;
  /** The pickers' choices, from every shipment the user may see. */
  options: ReportFilterOptions;
};

/**
 * The report of `facts` (every shipment the user may see, in the lists' order) for `filters`:
 * `filterReportFacts`, then `summarizeReport`, as the page always computed them, plus the
 * pickers' choices. `summary` keeps the shipments behind each figure for drill-downs; `answer`
 * is what goes to the page.
 */
export function reportAnswer(
  facts: readonly ReportFact[],
  filters: ReportFilters,
  {
    asOf,
    timeZone = BUSINESS_TIME_ZONE,
    options,
    withIds = true,
  }: {
    asOf: Date;
    timeZone?: string;
    /** The choices of the same facts, when already known (they do not depend on the filters). */
    options?: ReportFilterOptions;
    /** Whether `summary` lists the shipments behind each figure (drill-downs; default true). */
    withIds?: boolean;
  },
): { summary: ReportSummary; answer: ReportAnswer } {
  const filtered = filterReportFacts(facts, filters, timeZone);
  const summary = summarizeReport(filtered, filters, { timeZone, withIds });
  return {
    summary,
    answer: {
      asOf: asOf.toISOString(),
      total: facts.length,
      summary: reportCounts(summary),
      options: options ?? reportFilterOptions(facts),
    },
  };
}

/** The summary without the shipments behind its figures. */
export function reportCounts(summary: ReportSummary): ReportSummaryCounts {
  const value = ({ value }: { value: number }) => ({ value });
  const buckets = (list: readonly ReportBucket[]) =>
    list.map(({ shipmentIds: _ids, ...bucket }) => bucket);
  const { shipmentIds: _onTimeIds, ...onTime } = summary.onTime;
  return {
    shipments: value(summary.shipments),
    byMode: {
      ocean: value(summary.byMode.ocean),
      air: value(summary.byMode.air),
      land: value(summary.byMode.land),
    },
    byDirection: buckets(summary.byDirection),
    teu: value(summary.teu),
    chargeableKg: value(summary.chargeableKg),
    money: summary.money.map(({ shipmentIds: _ids, ...money }) => money),
    onTime,
    overdueMilestones: value(summary.overdueMilestones),
    monthly: buckets(summary.monthly),
    statusPipeline: buckets(summary.statusPipeline),
    topClients: buckets(summary.topClients),
    topLanes: buckets(summary.topLanes),
    topCarriers: buckets(summary.topCarriers),
  };
}
