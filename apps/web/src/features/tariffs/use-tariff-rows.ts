import { tariffDay, tariffValidity, TARIFF_VALIDITIES, type TariffValidity } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { partnerCompaniesQuery } from '#data/partners/partner-companies-query.ts';
import type { TariffRowView } from './list/tariff-row.tsx';
import type { TariffUser } from './tariff-user.ts';
import { tariffsQuery } from './tariffs-query.ts';

/**
 * The lines the user may see (their company's; every company's, with its name, for a platform
 * admin), with their validity on `today` and the counts per validity.
 */
export function useTariffRows(user: TariffUser, today: string) {
  const query = useQuery(tariffsQuery(user.companyId));
  const companies = useQuery(partnerCompaniesQuery(user.isAdmin));
  const tariffs = useMemo(() => query.data ?? [], [query.data]);
  const rowsById = useMemo(() => {
    const names = new Map((companies.data ?? []).map((company) => [company.id, company.name]));
    return new Map(
      tariffs.map((tariff): [string, TariffRowView] => [
        tariff.id,
        {
          tariff,
          validity: tariffValidity(tariff, today),
          validFrom: tariffDay(tariff.validFrom),
          validTo: tariffDay(tariff.validTo),
          companyName: names.get(tariff.company) ?? tariff.company,
        },
      ]),
    );
  }, [tariffs, companies.data, today]);
  const counts = useMemo(() => countByValidity(rowsById.values()), [rowsById]);
  return { query, tariffs, rowsById, counts, companies: companies.data ?? [] };
}

function countByValidity(rows: Iterable<TariffRowView>): Record<TariffValidity, number> {
  const counts = Object.fromEntries(TARIFF_VALIDITIES.map((v) => [v, 0])) as Record<
    TariffValidity,
    number
  >;
  for (const row of rows) counts[row.validity] += 1;
  return counts;
}
