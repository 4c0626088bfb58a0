import type { PartnerListRow } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PageRef } from '#data/lists/paged-list.ts';
import { usePagedRows } from '#data/lists/use-paged-rows.ts';
import { useReadAll } from '#data/lists/use-read-all.ts';
import { useCompanyNames } from '#data/partners/partner-companies-query.ts';
import { partnerListQueries } from '#data/partners/partner-list-queries.ts';
import { useSearchParamsWriter } from '#lib/use-search-params-writer.ts';
import { useListSearch } from '#ui/use-list-search.ts';
import { usePartnerUser } from './use-partner-user.ts';
import type { PartnerRowView } from './partner-grid-row.tsx';

/**
 * The partners screen's list: the search (`?search=`) and the role and type filters (`?role=`,
 * `?type=`) in the URL, the partners the server answers a page at a time (every company's, with
 * its name, for a platform admin), and the counts with and without them.
 */
export function usePartnerList() {
  const user = usePartnerUser();
  const [search, setSearch] = useListSearch();
  const [params] = useSearchParams();
  const writeParams = useSearchParamsWriter();
  const role = params.get('role') ?? '';
  const type = params.get('type') ?? '';
  const setParam = (name: 'role' | 'type', value: string) =>
    writeParams((current) => withParam(current, name, value), { replace: true });
  const queries = useMemo(() => partnerListQueries(user.companyId), [user.companyId]);
  const view = useMemo(() => ({ search, role, type }), [search, role, type]);
  const head = useQuery({ ...queries.head(view), enabled: user.isSignedIn });
  const total = useQuery({ ...queries.count(), enabled: user.isSignedIn });
  const pageQuery = useCallback((key: string, ref: PageRef) => queries.page(key, ref), [queries]);
  const paged = usePagedRows(head.data, pageQuery);
  const { companies, names } = useCompanyNames(user.isAdmin);
  const { rowAt: pagedRowAt } = paged;
  // The same view object for the same row, so rows not touched by a change are not drawn again.
  const views = useMemo(() => new WeakMap<PartnerListRow, PartnerRowView>(), []);
  const rowAt = useCallback(
    (index: number) => withCompanyName(pagedRowAt(index), names, views),
    [pagedRowAt, names, views],
  );
  const readAll = useReadAll(queries, view, user.isSignedIn);
  return {
    user,
    companies,
    search,
    setSearch,
    role,
    setRole: (value: string) => setParam('role', value),
    type,
    setType: (value: string) => setParam('type', value),
    clear: () => {
      setSearch('');
      writeParams((current) => withParam(withParam(current, 'role', ''), 'type', ''), {
        replace: true,
      });
    },
    head,
    count: paged.count,
    total: total.data,
    rowAt,
    showRange: paged.showRange,
    readAll,
  };
}

function withCompanyName(
  row: PartnerListRow | undefined,
  names: ReadonlyMap<string, string>,
  views: WeakMap<PartnerListRow, PartnerRowView>,
): PartnerRowView | undefined {
  if (!row) return undefined;
  const companyName = names.get(row.company) ?? row.company;
  let view = views.get(row);
  if (view?.companyName !== companyName) {
    view = { ...row, companyName };
    views.set(row, view);
  }
  return view;
}

function withParam(current: URLSearchParams, name: string, value: string): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(name, value);
  else next.delete(name);
  return next;
}
