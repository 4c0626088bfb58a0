import type { CurrencyTotals } from '../shipments/cost-totals.ts';
import type { ReportBucket, ReportFact } from './report-types.ts';

/** Spanish alphabetical order, ignoring case and accents (as the shipment list's pickers). */
export const REPORT_COLLATOR = new Intl.Collator('es', { sensitivity: 'base' });

/** A bucket with nothing in it yet. */
export function emptyBucket(key: string, label: string): ReportBucket {
  return {
    key,
    label,
    shipments: 0,
    byMode: { ocean: 0, air: 0, land: 0 },
    profit: {},
    shipmentIds: [],
  };
}

/** Counts a fact into a bucket, with the money the report shows of it (and its id, `withIds`). */
export function addToBucket(
  bucket: ReportBucket,
  fact: ReportFact,
  money: readonly CurrencyTotals[],
  withIds = true,
): void {
  bucket.shipments++;
  bucket.byMode[fact.mode]++;
  if (withIds) bucket.shipmentIds.push(fact.id);
  for (const { currency, profit } of money) {
    bucket.profit[currency] = (bucket.profit[currency] ?? 0) + profit;
  }
}

/** Rounds a bucket's profit sums to cents (adding cents in floating point leaves noise). */
export function finishBucket(bucket: ReportBucket): ReportBucket {
  for (const currency of Object.keys(bucket.profit)) {
    bucket.profit[currency] = cents(bucket.profit[currency] ?? 0);
  }
  return bucket;
}

/**
 * Buckets of one breakdown by a text value: values differing only in case are one bucket,
 * keyed and labelled as first seen ('' gathers the facts without a value). Each distinct
 * spelling is lower-cased once, not once per fact.
 */
export class BucketGroups {
  private readonly bySpelling = new Map<string, ReportBucket>();
  private readonly groups = new Map<string, ReportBucket>();

  constructor(private readonly withIds = true) {}

  add(value: string, fact: ReportFact, money: readonly CurrencyTotals[]): void {
    let bucket = this.bySpelling.get(value);
    if (!bucket) {
      const group = value.toLowerCase();
      bucket = this.groups.get(group);
      if (!bucket) {
        bucket = emptyBucket(value, value);
        this.groups.set(group, bucket);
      }
      this.bySpelling.set(value, bucket);
    }
    addToBucket(bucket, fact, money, this.withIds);
  }

  /** Most shipments first, ties in Spanish alphabetical order of the label; at most `limit`. */
  ranked(limit = Infinity): ReportBucket[] {
    return rankBuckets(this.groups.values(), limit);
  }
}

/**
 * Buckets of lanes: key `ORIGIN→DESTINATION` upper-cased, label `Origin → Destination` as
 * first seen; facts without origin or destination go to the '' bucket. Each distinct pair is
 * spelled out once.
 */
export class LaneGroups {
  private readonly byPlaces = new Map<string, Map<string, ReportBucket>>();
  private readonly groups = new Map<string, ReportBucket>();

  constructor(private readonly withIds = true) {}

  add(origin: string, destination: string, fact: ReportFact, money: readonly CurrencyTotals[]) {
    let destinations = this.byPlaces.get(origin);
    if (!destinations) {
      destinations = new Map();
      this.byPlaces.set(origin, destinations);
    }
    let bucket = destinations.get(destination);
    if (!bucket) {
      const hasLane = origin !== '' && destination !== '';
      const key = hasLane ? `${origin}→${destination}`.toUpperCase() : '';
      bucket = this.groups.get(key);
      if (!bucket) {
        bucket = emptyBucket(key, hasLane ? `${origin} → ${destination}` : '');
        this.groups.set(key, bucket);
      }
      destinations.set(destination, bucket);
    }
    addToBucket(bucket, fact, money, this.withIds);
  }

  ranked(limit = Infinity): ReportBucket[] {
    return rankBuckets(this.groups.values(), limit);
  }
}

function rankBuckets(buckets: Iterable<ReportBucket>, limit: number): ReportBucket[] {
  return [...buckets]
    .sort((a, b) => b.shipments - a.shipments || REPORT_COLLATOR.compare(a.label, b.label))
    .slice(0, Math.max(0, limit))
    .map(finishBucket);
}

export function cents(amount: number): number {
  return Math.round(amount * 100) / 100 || 0;
}

/** `part / whole` rounded to 4 decimals, null when `whole` is 0. */
export function ratio(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000 || 0;
}
