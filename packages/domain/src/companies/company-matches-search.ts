import { foldSearchText } from '../shipments/fold-search-text.ts';

/** The fields of a company the Companies search looks in. */
export type CompanySearchFields = {
  name?: string | null;
  brandName?: string | null;
  rfc?: string | null;
  razon_social?: string | null;
};

/**
 * True when every word of the query appears in the company's name, brand name, RFC or razón
 * social, ignoring case and accents. A blank query matches every company.
 */
export function companyMatchesSearch(company: CompanySearchFields, query: string): boolean {
  const words = foldSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldSearchText(
    [company.name, company.brandName, company.rfc, company.razon_social].filter(Boolean).join(' '),
  );
  return words.every((word) => haystack.includes(word));
}
