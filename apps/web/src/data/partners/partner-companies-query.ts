import type { CompaniesRecord } from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { repository } from '../repository.ts';

export type PartnerCompany = { id: string; name: string };

/**
 * The companies a platform admin may file partners under, by name (SPEC §7): the partner list
 * shows whose each partner is, and a new one needs its company chosen.
 */
export function partnerCompaniesQuery(enabled: boolean) {
  return queryOptions({
    queryKey: ['companies', 'names'] as const,
    enabled,
    queryFn: async ({ signal }): Promise<PartnerCompany[]> => {
      const { items } = await repository<CompaniesRecord>('companies').list({ sort: 'name', signal });
      return items.map(({ id, name, brandName }) => ({ id, name: name || brandName || id }));
    },
  });
}
