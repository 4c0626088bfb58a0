import { BUSINESS_TIME_ZONE } from '../tracking/location-time-zone.ts';
import type { ReportDateBasis, ReportFact, ReportFilters } from './report-types.ts';
import { parseCalendarDay, zonedDayStartMs } from './zoned-calendar.ts';

/** No filter: every shipment, dates by creation. */
export const EMPTY_REPORT_FILTERS: ReportFilters = Object.freeze({
  from: '',
  to: '',
  basis: 'created',
  modes: Object.freeze([]) as unknown as ReportFilters['modes'],
  direction: '',
  client: '',
  carrier: '',
  status: '',
  currency: '',
});

/** The fact's date the basis names (an ISO instant, or '' when it has none). */
export function basisDate(fact: ReportFact, basis: ReportDateBasis): string {
  if (basis === 'etd') return fact.etd;
  if (basis === 'eta') return fact.eta;
  return fact.createdAt;
}

/**
 * The facts `filters` select, in their order (see `ReportFilters`). Days are whole calendar
 * days in `timeZone` (an IANA name, default the UTC−6 business zone; an unknown one throws a
 * RangeError), both ends included; an end that is not a `YYYY-MM-DD` day is ignored. While an
 * end is set, facts without the basis date are left out. Direction, client, carrier and status
 * must equal the fact's (trimmed, any case); the currency keeps facts with cost-control rows
 * in it. Linear in the facts: the zone is read for the two ends only, and fact dates are
 * compared as ISO text.
 */
export function filterReportFacts(
  facts: readonly ReportFact[],
  filters: ReportFilters,
  timeZone: string = BUSINESS_TIME_ZONE,
): ReportFact[] {
  const from = dayStartIso(filters.from, timeZone, 0);
  const until = dayStartIso(filters.to, timeZone, 1);
  const hasRange = from !== null || until !== null;
  const modes = filters.modes.length > 0 ? new Set(filters.modes) : null;
  const direction = folded(filters.direction);
  const client = folded(filters.client);
  const carrier = folded(filters.carrier);
  const status = folded(filters.status);
  const currency = filters.currency.trim().toUpperCase();
  const result: ReportFact[] = [];
  for (const fact of facts) {
    if (modes && !modes.has(fact.mode)) continue;
    if (direction !== '' && fact.direction.toLowerCase() !== direction) continue;
    if (client !== '' && fact.client.toLowerCase() !== client) continue;
    if (carrier !== '' && fact.carrier.toLowerCase() !== carrier) continue;
    if (status !== '' && fact.status.toLowerCase() !== status) continue;
    if (currency !== '' && !fact.money.some((money) => money.currency === currency)) continue;
    if (hasRange) {
      const date = basisDate(fact, filters.basis);
      if (date === '' || (from !== null && date < from) || (until !== null && date >= until)) {
        continue;
      }
    }
    result.push(fact);
  }
  return result;
}

function folded(value: string): string {
  return value.trim().toLowerCase();
}

/** ISO start of the day `days` after `day` in the zone, or null when `day` is not a day. */
function dayStartIso(day: string, timeZone: string, days: number): string | null {
  const parsed = parseCalendarDay(day);
  if (!parsed) return null;
  const ms = zonedDayStartMs(parsed.year, parsed.month, parsed.day + days, timeZone);
  return new Date(ms).toISOString();
}
