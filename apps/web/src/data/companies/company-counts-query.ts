import { SHIPMENT_COLLECTION_NAMES } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { COMPANIES_KEY } from './companies-query.ts';

export type CompanyCounts = { users: number; shipments: number };

/**
 * How many users and shipments (all modes) a company has. Each count is one list request of a
 * single item whose `totalItems` is the count, so no records are downloaded. Needs the server:
 * counts are not kept offline.
 */
export function companyCountsQuery(companyId: string) {
  return queryOptions({
    queryKey: [COMPANIES_KEY, companyId, 'counts'] as const,
    queryFn: async ({ signal }): Promise<CompanyCounts> => {
      const count = (collection: string) => countOf(collection, companyId, signal);
      const [users, ...shipments] = await Promise.all([
        count('users'),
        ...SHIPMENT_COLLECTION_NAMES.map(count),
      ]);
      return { users: users ?? 0, shipments: shipments.reduce((sum, it) => sum + it, 0) };
    },
    staleTime: 30_000,
  });
}

async function countOf(collection: string, companyId: string, signal?: AbortSignal) {
  const page = await pb.collection(collection).getList(1, 1, {
    filter: pb.filter('company = {:companyId}', { companyId }),
    requestKey: null,
    signal,
  });
  return page.totalItems;
}
