import { toPartnerListRow } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { partnerCompaniesQuery } from '#data/partners/partner-companies-query.ts';
import { partnersQuery } from '#data/partners/partners-query.ts';
import { usePartnerUser } from '../use-partner-user.ts';
import type { PartnerRowView } from './partner-grid-row.tsx';

/**
 * The partners the user may see, as list rows: their company's, or every company's (with its
 * name) for a platform admin.
 */
export function usePartnerRows() {
  const user = usePartnerUser();
  const query = useQuery({ ...partnersQuery(user.companyId), enabled: user.isSignedIn });
  const companies = useQuery(partnerCompaniesQuery(user.isAdmin));
  const rows = useMemo((): PartnerRowView[] => {
    const names = new Map((companies.data ?? []).map((company) => [company.id, company.name]));
    return (query.data ?? []).map((partner) => ({
      ...toPartnerListRow(partner),
      companyName: names.get(partner.company) ?? partner.company,
    }));
  }, [query.data, companies.data]);
  return { query, rows, user, companies: companies.data ?? [] };
}
