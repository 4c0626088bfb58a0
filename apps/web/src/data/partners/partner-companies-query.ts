import type { CompaniesRecord } from '@rumbo/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { repository } from '../repository/repository.ts';

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

/**
 * Every company's name by id, for a platform admin's lists that show whose a row is (partners,
 * tariffs); nothing is read for anyone else.
 */
export function useCompanyNames(isAdmin: boolean) {
  const companies = useQuery(partnerCompaniesQuery(isAdmin));
  const names = useMemo(
    () => new Map((companies.data ?? []).map((company) => [company.id, company.name])),
    [companies.data],
  );
  return { companies: companies.data ?? [], names };
}
