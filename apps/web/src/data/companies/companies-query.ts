import type { CompaniesRecord } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { repository } from '../repository/repository.ts';

// SPEC §7: companies are listed sorted by name.
export const COMPANIES_SORT = 'name';

/**
 * Every cached company query starts with this key: the list, one company's counts and members,
 * and the signed-in user's company the shell reads (`['companies', id]`). Invalidating it after
 * a save refreshes them all, the sidebar brand included.
 */
export const COMPANIES_KEY = 'companies';

/** All the companies the user may see (every one for a platform admin), sorted by name. */
export function companiesQuery() {
  return queryOptions({
    queryKey: [COMPANIES_KEY, 'list'] as const,
    queryFn: async ({ signal }) => {
      const { items } = await repository<CompaniesRecord>('companies').list({
        sort: COMPANIES_SORT,
        signal,
      });
      return items;
    },
  });
}

/** One company; null when it does not exist (or not any more). Same key as the shell's. */
export function companyRecordQuery(companyId: string) {
  return queryOptions({
    queryKey: [COMPANIES_KEY, companyId] as const,
    queryFn: ({ signal }) => repository<CompaniesRecord>('companies').get(companyId, { signal }),
    networkMode: 'always',
  });
}
