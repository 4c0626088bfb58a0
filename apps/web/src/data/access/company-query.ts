import { queryOptions } from '@tanstack/react-query';
import type { CompaniesRecord } from '@rumbo/domain';
import { retryUnlessClientError } from '#lib/query-client.ts';
import { repository } from '../repository/repository.ts';
import { syncStatusStore } from '../sync/sync-status-store.ts';

/**
 * The company could not be read: the server cannot be reached and the browser holds no copy
 * of it yet (the connection went right after signing in). Unknown is not absent: read as no
 * company, it would send the person to the membership status page as if theirs had expired.
 */
export class CompanyNotYetKnown extends Error {
  constructor() {
    super('The company cannot be read until the server answers.');
  }
}

/** Tries again after 1, 2, 4… seconds, at most every 30 s, as long as the access waits. */
const UNKNOWN_RETRY_MAX_MS = 30_000;

/**
 * The signed-in user's company, through the repository so it is there offline from the
 * browser's copy. Realtime keeps it current (watchCompany); null when it does not exist.
 * While it cannot be known the query stays pending (the access gate keeps checking), and asks
 * again until the server answers.
 */
export function companyQuery(companyId: string) {
  return queryOptions({
    queryKey: ['companies', companyId] as const,
    queryFn: async ({ signal }) => {
      const company = await repository<CompaniesRecord>('companies').get(companyId, { signal });
      if (!company && !syncStatusStore.getSnapshot().isOnline) throw new CompanyNotYetKnown();
      return company;
    },
    // Offline the repository answers from the browser's copy: never hold the query back.
    networkMode: 'always',
    retry: (failures, error) =>
      error instanceof CompanyNotYetKnown || retryUnlessClientError(failures, error),
    retryDelay: (failures) => Math.min(1000 * 2 ** failures, UNKNOWN_RETRY_MAX_MS),
  });
}
