import { badRequest } from '../tools/errors.ts';
import { topLevelFieldNames } from '../tools/json-fields.ts';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, type ListParams } from '../core/records/list-page.ts';

const TRUE_VALUES = new Set(['1', 't', 'T', 'TRUE', 'true', 'True']);
const FALSE_VALUES = new Set(['0', 'f', 'F', 'FALSE', 'false', 'False']);

/**
 * page / perPage / skipTotal / sort / filter / expand of a list request (reference §1.4), `search`
 * (a Rumbo addition, decision 045), and the
 * top-level keys `fields` keeps: without `expand` only those columns need to be read.
 */
export function parseListParams(query: Record<string, string>): ListParams {
  const page = parseInteger(query.page, 'page') ?? 1;
  const perPage = parseInteger(query.perPage, 'perPage') ?? DEFAULT_PER_PAGE;
  return {
    page: page <= 0 ? 1 : page,
    perPage: perPage <= 0 ? DEFAULT_PER_PAGE : Math.min(perPage, MAX_PER_PAGE),
    skipTotal: parseBool(query.skipTotal, 'skipTotal') ?? false,
    sort: query.sort || undefined,
    filter: query.filter === undefined ? undefined : query.filter,
    expand: query.expand || undefined,
    search: query.search || undefined,
    columns:
      !query.expand && query.fields ? (topLevelFieldNames(query.fields) ?? undefined) : undefined,
  };
}

function parseInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const number = Number(value);
  // Like Go's strconv.Atoi, integers beyond the exact range are invalid, not rounded.
  if (!/^-?\d+$/.test(value.trim()) || !Number.isSafeInteger(number))
    throw badRequest(`Invalid "${name}" value.`);
  return number;
}

/** Lenient booleans, as Go's strconv.ParseBool (and the SDK's `download=true`). */
export function parseBool(value: string | undefined, name: string): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  if (TRUE_VALUES.has(value)) return true;
  if (FALSE_VALUES.has(value)) return false;
  throw badRequest(`Invalid "${name}" value.`);
}
