import { queryOptions } from '@tanstack/react-query';
import type { CompaniesRecord, UsersRecord } from '@rumbo/domain';
import { repository } from '../repository/repository.ts';

// SPEC §7: users are listed by company, sorted by nombreCompleto.
export const COMPANY_USERS_SORT = 'nombreCompleto';

/** The users of one company, through the repository so the list is there offline too. */
export function companyUsersQuery(companyId: string) {
  return queryOptions({
    queryKey: ['company-users', companyId] as const,
    queryFn: async ({ signal }) => {
      const { items } = await repository<UsersRecord>('users').list({
        scope: { company: companyId },
        sort: COMPANY_USERS_SORT,
        signal,
      });
      return items;
    },
    networkMode: 'always',
  });
}

/** A company record, under the key the rest of the app caches companies by. */
export function companyRecordQuery(companyId: string) {
  return queryOptions({
    queryKey: ['companies', companyId] as const,
    queryFn: ({ signal }) => repository<CompaniesRecord>('companies').get(companyId, { signal }),
    networkMode: 'always',
  });
}


