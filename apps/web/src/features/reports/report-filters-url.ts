import {
  EMPTY_REPORT_FILTERS,
  REPORT_DATE_BASES,
  SHIPMENT_MODES,
  type ReportDateBasis,
  type ReportFilters,
  type ShipmentMode,
} from '@rumbo/domain';

/** The search parameter of each text filter (the rest: `from`, `to`, `basis`, `mode`). */
const TEXT_KEYS = ['direction', 'client', 'carrier', 'status', 'currency'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The report's filters read from the page's search parameters, so a report can be shared and
 * survives a reload. Anything unreadable is left at its default: a day that is not a calendar
 * day, an unknown basis or mode. Modes may be repeated (`mode=air&mode=land`) or listed
 * (`mode=air,land`); a range given backwards is turned round.
 */
export function filtersFromSearch(params: URLSearchParams): ReportFilters {
  let from = day(params.get('from'));
  let to = day(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  const filters: ReportFilters = { ...EMPTY_REPORT_FILTERS, from, to };
  const basis = params.get('basis');
  if (REPORT_DATE_BASES.includes(basis as ReportDateBasis))
    filters.basis = basis as ReportDateBasis;
  const modes = new Set(params.getAll('mode').flatMap((value) => value.split(',')));
  filters.modes = SHIPMENT_MODES.filter((mode: ShipmentMode) => modes.has(mode));
  for (const key of TEXT_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return filters;
}

/**
 * The search parameters with the filters written in: defaults and empty filters are left out
 * (a report without filters has a clean address); parameters that are not filters are kept.
 */
export function filtersToSearch(filters: ReportFilters, current: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const key of ['from', 'to', 'basis', 'mode', ...TEXT_KEYS]) params.delete(key);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.basis !== EMPTY_REPORT_FILTERS.basis) params.set('basis', filters.basis);
  if (filters.modes.length > 0) params.set('mode', filters.modes.join(','));
  for (const key of TEXT_KEYS) if (filters[key].trim()) params.set(key, filters[key].trim());
  return params;
}

/** How many filters differ from the defaults (the date range and its basis count as one). */
export function activeReportFilterCount(filters: ReportFilters): number {
  const hasRange = Boolean(filters.from || filters.to);
  return [
    hasRange,
    filters.modes.length > 0,
    ...TEXT_KEYS.map((key) => filters[key] !== ''),
  ].filter(Boolean).length;
}

function day(value: string | null): string {
  if (!value || !DAY.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}
