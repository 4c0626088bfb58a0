import type { CompaniesRecord } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';

const SEND = { requestKey: null } as const;
// The sidebar shows the logo small: the collection keeps a 100x100 thumb of it.
const LOGO_THUMB = '100x100';

/** A file token: `documentFiles` are protected, and a token is valid for two minutes. */
export function companyFileToken(): Promise<string> {
  return pb.files.getToken(SEND);
}

/** The download address of one of a company's protected document files. */
export function companyDocumentUrl(companyId: string, file: string, token: string): string {
  return pb.files.getUrl({ id: companyId, collectionName: 'companies' }, file, {
    token,
    download: true,
  });
}

/** The address of the company's uploaded logo ('' without one). */
export function companyLogoFileUrl(company: Pick<CompaniesRecord, 'id' | 'brandLogo'>): string {
  if (!company.brandLogo) return '';
  return pb.files.getUrl({ id: company.id, collectionName: 'companies' }, company.brandLogo);
}

/** The address of the small thumb of one of the company's files (the sidebar's logo). */
export function companyLogoThumbUrl(company: CompaniesRecord, filename: string): string {
  return pb.files.getUrl(company, filename, { thumb: LOGO_THUMB });
}
