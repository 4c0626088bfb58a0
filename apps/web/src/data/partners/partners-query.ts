import { normalizePartner, sortPartnersByName, type Partner, type PartnersRecord } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { repository } from '../repository/repository.ts';

// SPEC §7: partners are listed filtered by company, sorted by displayName.
export const PARTNERS_SORT = 'displayName';

/** The first key part of every partner query: invalidating it refreshes lists and pickers. */
export const PARTNERS_QUERY_ROOT = 'partners';

/**
 * The partners the user may see: their company's (`companyId`), or every company's for a
 * platform admin (`null`), normalised (SPEC §5) and sorted by name (also locally, so a partner
 * saved offline lands where it belongs).
 */
export function partnersQuery(companyId: string | null) {
  return queryOptions({
    queryKey: [PARTNERS_QUERY_ROOT, companyId ?? 'all', 'list'] as const,
    queryFn: async ({ signal }): Promise<Partner[]> => {
      const { items } = await repository<PartnersRecord>('partners').list({
        scope: companyId ? { company: companyId } : undefined,
        sort: PARTNERS_SORT,
        signal,
      });
      return sortPartnersByName(items.map((record) => normalizePartner(record)));
    },
  });
}
