import {
  addTariffDays,
  filterTariffs,
  tariffRecordDate,
  tariffValidity,
  TARIFF_EXPIRING_WITHIN_DAYS,
  TARIFF_VALIDITIES,
  type Tariff,
  type TariffFilters,
  type TariffValidity,
} from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { openLocalCopy, type LocalCopy } from '../repository/local-copy.ts';
import { pagedListQueries } from '../lists/paged-list-queries.ts';
import { countRemote } from '../lists/remote-list.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { sortRecords } from '../common/sort-records.ts';
import { TARIFFS_QUERY_KEY, TARIFFS_SORT } from './tariffs-query.ts';

/** What the tariffs screen shows: its filters, and the day validity is read on. */
export type TariffListView = { filters: TariffFilters; today: string };

// Every field but the server's search text: a line is small, and the form opens from its row.
const TARIFF_LIST_FIELDS =
  'id,company,kind,mode,direction,cargoType,carrier,contractRef,customer,origin,destination,' +
  'charge,basis,containerType,currency,amount,minAmount,breaks,validFrom,validTo,transitDays,' +
  'freeDays,notes,legacyId,createdBy,updatedBy,created,updated';

/**
 * The tariffs screen's list of one company (every company's for a platform admin): the server
 * answers a page at a time, newest validity first, searched (`?search=`) and filtered, validity
 * included (as date comparisons on the day given); the browser's copy answers while the server
 * is unreachable. Under the tariffs' root key, so saves and uploads refresh it.
 */
export function tariffListQueries(companyId: string | null) {
  const scope = companyId ? pb.filter('company = {:companyId}', { companyId }) : '';
  return pagedListQueries<Tariff, TariffListView>({
    listKey: [...TARIFFS_QUERY_KEY, companyId ?? 'all', 'paged'],
    collection: 'tariffs',
    viewKey: (view) =>
      JSON.stringify({ ...view, filters: { ...view.filters, search: view.filters.search.trim() } }),
    viewOf: (key) => JSON.parse(key) as TariffListView,
    request: ({ filters, today }) => ({
      collection: 'tariffs',
      segments: [{ filter: tariffListFilter(scope, filters, today), sort: `${TARIFFS_SORT},id` }],
      search: filters.search,
      fields: TARIFF_LIST_FIELDS,
    }),
    scopeFilter: scope,
    toRow: (record) => record as unknown as Tariff,
    localRows: (store, view) => localTariffs(store, companyId, view),
    keepsWholeRecords: true,
  });
}

/** The scope and the filters (not the text search) as a server filter. */
export function tariffListFilter(scope: string, filters: TariffFilters, today: string): string {
  const equal = (field: string, value: string) =>
    value ? pb.filter(`${field} = {:value}`, { value }) : '';
  return [
    scope,
    equal('kind', filters.kind),
    equal('mode', filters.mode),
    equal('cargoType', filters.cargoType),
    equal('carrier', filters.carrier.trim()),
    equal('origin', filters.origin),
    equal('destination', filters.destination),
    filters.validity ? validityFilter(filters.validity, today) : '',
  ]
    .filter(Boolean)
    .join(' && ');
}

/**
 * The domain's `tariffValidity` as date comparisons (tariff days are stored as UTC midnight):
 * upcoming starts after today; the others have started, and end before today (expired), within
 * the expiring window, or later or never (valid).
 */
export function validityFilter(validity: TariffValidity, today: string): string {
  const day = (offset: number) => tariffRecordDate(addTariffDays(today, offset));
  const tomorrow = day(1);
  if (validity === 'upcoming') return `validFrom >= '${tomorrow}'`;
  const started = `validFrom < '${tomorrow}'`;
  const lastExpiring = day(TARIFF_EXPIRING_WITHIN_DAYS - 1);
  if (validity === 'expired') return `${started} && validTo != '' && validTo < '${day(0)}'`;
  if (validity === 'expiring')
    return `${started} && validTo >= '${day(0)}' && validTo <= '${lastExpiring}'`;
  return `${started} && (validTo = '' || validTo > '${lastExpiring}')`;
}

/** How many of the company's lines are valid, expiring, expired and upcoming on `today`. */
export function tariffValidityCountsQuery(companyId: string | null, today: string) {
  const scope = companyId ? pb.filter('company = {:companyId}', { companyId }) : '';
  return queryOptions({
    queryKey: [...TARIFFS_QUERY_KEY, companyId ?? 'all', 'validity-counts', today] as const,
    queryFn: async ({ signal }): Promise<Record<TariffValidity, number>> => {
      try {
        const counts = await Promise.all(
          TARIFF_VALIDITIES.map((validity) =>
            countRemote(
              'tariffs',
              [scope, validityFilter(validity, today)].filter(Boolean).join(' && '),
              {
                signal,
              },
            ),
          ),
        );
        return Object.fromEntries(TARIFF_VALIDITIES.map((v, i) => [v, counts[i]!])) as Record<
          TariffValidity,
          number
        >;
      } catch (error) {
        if (!isServerUnreachable(error)) throw error;
        const store = await openLocalCopy();
        if (!store) throw error;
        return countLocally(await localTariffs(store, companyId, null), today);
      }
    },
    networkMode: 'always',
  });
}

function countLocally(tariffs: readonly Tariff[], today: string): Record<TariffValidity, number> {
  const counts = Object.fromEntries(TARIFF_VALIDITIES.map((v) => [v, 0])) as Record<
    TariffValidity,
    number
  >;
  for (const tariff of tariffs) counts[tariffValidity(tariff, today)] += 1;
  return counts;
}

async function localTariffs(
  store: LocalCopy,
  companyId: string | null,
  view: TariffListView | null,
): Promise<Tariff[]> {
  const records = await store.list('tariffs', companyId ? { company: companyId } : undefined);
  const tariffs = sortRecords(records, `${TARIFFS_SORT},id`) as unknown as Tariff[];
  return view ? filterTariffs(tariffs, view.filters, view.today) : tariffs;
}
