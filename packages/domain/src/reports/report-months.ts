import type { CurrencyTotals } from '../shipments/cost-totals.ts';
import { addToBucket, emptyBucket, finishBucket } from './report-buckets.ts';
import type { ReportBucket, ReportFact } from './report-types.ts';
import {
  monthKey,
  nextMonth,
  zonedDayStartMs,
  zonedMonth,
  type CalendarMonth,
} from './zoned-calendar.ts';

type Dated = { date: string; fact: ReportFact; money: readonly CurrencyTotals[] };

/**
 * Monthly buckets: facts are noted with their basis date (ISO) as the report reads them, then
 * placed in the months of `timeZone` from the first to the last date, empty months included.
 * The zone is read once per month boundary; each fact is placed by a binary search of the
 * boundaries' ISO texts.
 */
export class MonthTally {
  private readonly dated: Dated[] = [];
  private first = '';
  private last = '';

  constructor(
    private readonly timeZone: string,
    private readonly withIds = true,
  ) {}

  /** Notes a fact by its basis date; facts without one ('') are in no month. */
  add(date: string, fact: ReportFact, money: readonly CurrencyTotals[]): void {
    if (date === '') return;
    if (this.first === '' || date < this.first) this.first = date;
    if (date > this.last) this.last = date;
    this.dated.push({ date, fact, money });
  }

  /** Every month from the first fact's to the last one's, oldest first. */
  buckets(): ReportBucket[] {
    if (this.dated.length === 0) return [];
    const months = this.months();
    const buckets = months.map((month) => emptyBucket(monthKey(month), monthKey(month)));
    // boundaries[i] is the ISO start of months[i + 1].
    const boundaries = months
      .slice(1)
      .map(({ year, month }) =>
        new Date(zonedDayStartMs(year, month, 1, this.timeZone)).toISOString(),
      );
    for (const { date, fact, money } of this.dated) {
      addToBucket(buckets[monthIndex(boundaries, date)]!, fact, money, this.withIds);
    }
    return buckets.map(finishBucket);
  }

  private months(): CalendarMonth[] {
    let month = zonedMonth(Date.parse(this.first), this.timeZone);
    const end = monthKey(zonedMonth(Date.parse(this.last), this.timeZone));
    const months = [month];
    while (monthKey(month) < end) {
      month = nextMonth(month);
      months.push(month);
    }
    return months;
  }
}

/** How many boundaries are at or before `date`: the index of its month. */
function monthIndex(boundaries: readonly string[], date: string): number {
  let low = 0;
  let high = boundaries.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (boundaries[middle]! <= date) low = middle + 1;
    else high = middle;
  }
  return low;
}
