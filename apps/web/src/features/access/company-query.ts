import { queryOptions } from '@tanstack/react-query';
import type { CompaniesRecord } from '@rumbo/domain';
import { repository } from '#data/repository.ts';

/**
 * The signed-in user's company, through the repository so it is there offline from the
 * browser's copy. Realtime keeps it current (watchCompany); null when it does not exist.
 */
export function companyQuery(companyId: string) {
  return queryOptions({
    queryKey: ['companies', companyId] as const,
    queryFn: ({ signal }) => repository<CompaniesRecord>('companies').get(companyId, { signal }),
    // Offline the repository answers from the browser's copy: never hold the query back.
    networkMode: 'always',
  });
}
