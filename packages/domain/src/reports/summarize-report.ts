import { SHIPMENT_MODES, type ShipmentMode } from '../collections/shipment-mode.ts';
import { BUSINESS_TIME_ZONE } from '../tracking/location-time-zone.ts';
import { basisDate } from './filter-report-facts.ts';
import { BucketGroups, LaneGroups, ratio } from './report-buckets.ts';
import { factMoney, MoneyTally } from './report-money.ts';
import { MonthTally } from './report-months.ts';
import type { ReportFact, ReportFigure, ReportFilters, ReportSummary } from './report-types.ts';

export type SummarizeReportOptions = {
  /**
   * IANA zone whose calendar months the monthly buckets follow; default the business zone
   * (UTC−6). An unknown zone throws a RangeError.
   */
  timeZone?: string;
  /** How many clients, lanes and carriers the top lists keep; default 10. */
  topN?: number;
  /**
   * Whether figures and buckets list the shipments behind them (default true). Without, every
   * `shipmentIds` stays empty: the figures alone, at a fraction of the work and memory.
   */
  withIds?: boolean;
};

const DEFAULT_TOP_N = 10;

/**
 * The report's figures over facts ALREADY filtered (`filterReportFacts`). `filters` tell the
 * date basis the months follow and the currency money is restricted to; nothing is filtered
 * here. Every figure and bucket carries the ids of the shipments behind it (see
 * `ReportSummary`). One pass over the facts; the monthly buckets then place the dated ones
 * by a binary search of the month boundaries.
 */
export function summarizeReport(
  facts: readonly ReportFact[],
  filters: ReportFilters,
  options: SummarizeReportOptions = {},
): ReportSummary {
  const currency = filters.currency.trim().toUpperCase();
  const count = options.withIds === false ? countValue : countWithId;
  const shipments = figure();
  const byMode = Object.fromEntries(SHIPMENT_MODES.map((mode) => [mode, figure()])) as Record<
    ShipmentMode,
    ReportFigure
  >;
  const teu = figure();
  const chargeableKg = figure();
  const onTime = { onTime: 0, done: 0, rate: null as number | null, shipmentIds: [] as string[] };
  const overdueMilestones = figure();
  const withIds = options.withIds !== false;
  const money = new MoneyTally(withIds);
  const months = new MonthTally(options.timeZone ?? BUSINESS_TIME_ZONE, withIds);
  const directions = new BucketGroups(withIds);
  const statuses = new BucketGroups(withIds);
  const clients = new BucketGroups(withIds);
  const lanes = new LaneGroups(withIds);
  const carriers = new BucketGroups(withIds);

  for (const fact of facts) {
    const shown = factMoney(fact, currency);
    count(shipments, fact.id, 1);
    count(byMode[fact.mode], fact.id, 1);
    if (fact.teu > 0) count(teu, fact.id, fact.teu);
    if (fact.chargeableKg > 0) count(chargeableKg, fact.id, fact.chargeableKg);
    const { onTime: kept, late, overdue } = fact.milestones;
    if (kept + late > 0) {
      onTime.onTime += kept;
      onTime.done += kept + late;
      if (withIds) onTime.shipmentIds.push(fact.id);
    }
    if (overdue > 0) count(overdueMilestones, fact.id, overdue);
    money.add(fact, shown);
    months.add(basisDate(fact, filters.basis), fact, shown);
    directions.add(fact.direction, fact, shown);
    statuses.add(fact.status, fact, shown);
    clients.add(fact.client, fact, shown);
    carriers.add(fact.carrier, fact, shown);
    lanes.add(fact.origin, fact.destination, fact, shown);
  }

  const topN = options.topN ?? DEFAULT_TOP_N;
  onTime.rate = ratio(onTime.onTime, onTime.done);
  return {
    shipments,
    byMode,
    byDirection: directions.ranked(),
    teu: rounded(teu),
    chargeableKg: rounded(chargeableKg),
    money: money.totals(),
    onTime,
    overdueMilestones,
    monthly: months.buckets(),
    statusPipeline: statuses.ranked(),
    topClients: clients.ranked(topN),
    topLanes: lanes.ranked(topN),
    topCarriers: carriers.ranked(topN),
  };
}

function figure(): ReportFigure {
  return { value: 0, shipmentIds: [] };
}

function countWithId(target: ReportFigure, id: string, value: number): void {
  target.value += value;
  target.shipmentIds.push(id);
}

function countValue(target: ReportFigure, _id: string, value: number): void {
  target.value += value;
}

/** Kilograms are added in halves and TEU in units, but a float sum is rounded all the same. */
function rounded(target: ReportFigure): ReportFigure {
  target.value = Math.round(target.value * 1000) / 1000;
  return target;
}
