import type { TariffsRecord } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { repository } from '../repository/repository.ts';

/** The first key part of every tariffs query: invalidating it refreshes the list (and the quote). */
export const TARIFFS_QUERY_KEY = ['tariffs'] as const;

/** Newest validity first, then carrier, so the current lines of a lane sit together. */
export const TARIFFS_SORT = '-validFrom,carrier';

/**
 * The tariff lines the user may see: their company's (`companyId`), or every company's for a
 * platform admin (`null`).
 */
export function tariffsQuery(companyId: string | null) {
  return queryOptions({
    queryKey: [...TARIFFS_QUERY_KEY, companyId ?? 'all', 'list'] as const,
    queryFn: async ({ signal }): Promise<TariffsRecord[]> => {
      const { items } = await repository<TariffsRecord>('tariffs').list({
        scope: companyId ? { company: companyId } : undefined,
        sort: TARIFFS_SORT,
        signal,
      });
      return items;
    },
  });
}
