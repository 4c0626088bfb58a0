import {
  filterPartnerRows,
  normalizePartner,
  sortPartnersByName,
  toPartnerListRow,
  type PartnerListRow,
} from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import type { LocalStore } from '../local/local-store.ts';
import { pagedListQueries } from '../lists/paged-list-queries.ts';
import { repository } from '../repository/repository.ts';
import { editedPartner } from './partner-fiscal.ts';
import { PARTNERS_QUERY_ROOT } from './partners-query.ts';

/** What the partners screen shows: its search and its role and type filters ('' = any). */
export type PartnerListView = { search: string; role: string; type: string };

// Every field but the server's search text: a row is what the list shows and exports.
const PARTNER_LIST_FIELDS =
  'id,company,rol,tipo,displayName,razonSocial,nombreCompleto,rfc,direccion,contacts,legacyId,createdBy,updatedBy,updated';

/**
 * The partners screen's list of one company (every company's for a platform admin): the server
 * answers a page at a time, by display name, searched (`?search=`) and filtered by role and
 * type; the browser's copy answers while the server is unreachable or demo data is loaded.
 * Under the partners' root key, so every save and import refreshes it.
 */
export function partnerListQueries(companyId: string | null) {
  const scope = companyId ? pb.filter('company = {:companyId}', { companyId }) : '';
  return pagedListQueries<PartnerListRow, PartnerListView>({
    listKey: [PARTNERS_QUERY_ROOT, companyId ?? 'all', 'paged'],
    collection: 'partners',
    viewKey: ({ search, role, type }) => JSON.stringify({ search: search.trim(), role, type }),
    viewOf: (key) => JSON.parse(key) as PartnerListView,
    request: ({ search, role, type }) => ({
      collection: 'partners',
      segments: [
        {
          filter: [
            scope,
            role ? pb.filter('rol = {:role}', { role }) : '',
            type ? pb.filter('tipo = {:type}', { type }) : '',
          ]
            .filter(Boolean)
            .join(' && '),
          sort: 'displayName,id',
        },
      ],
      search,
      fields: PARTNER_LIST_FIELDS,
    }),
    scopeFilter: scope,
    toRow: (record) => ({ ...normalizePartner(record), searchText: '' }),
    localRows: (store, view) => localPartnerRows(store, companyId, view),
    isLocalOnly: (store) => store.isDemo('partners'),
    keepsWholeRecords: true,
  });
}

async function localPartnerRows(
  store: LocalStore,
  companyId: string | null,
  view: PartnerListView | null,
): Promise<PartnerListRow[]> {
  const records = await store.list('partners', companyId ? { company: companyId } : undefined);
  const rows = sortPartnersByName(records.map((record) => toPartnerListRow(normalizePartner(record))));
  if (!view) return rows;
  return filterPartnerRows(rows, {
    search: view.search,
    roles: view.role ? [view.role] : [],
    types: view.type ? [view.type] : [],
  });
}

/**
 * One partner read on its own, as the editor opens it (the server's, else the copy's), with its
 * fiscal data (issue 39).
 */
export function partnerRecordQuery(id: string) {
  return queryOptions({
    queryKey: [PARTNERS_QUERY_ROOT, 'record', id] as const,
    queryFn: async ({ signal }) => {
      const record = await repository<{ id: string }>('partners').get(id, { signal });
      return record ? editedPartner(record) : null;
    },
    networkMode: 'always',
    // Read afresh each time the partner is opened: a save merges over the version opened.
    gcTime: 0,
  });
}
