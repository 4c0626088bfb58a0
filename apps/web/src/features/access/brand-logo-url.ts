import type { CompaniesRecord } from '@rumbo/domain';

/** Builds the URL of a file stored on a record (the SDK's `pb.files.getUrl`); '' when it cannot. */
export type FileUrlBuilder = (record: CompaniesRecord, filename: string) => string;

// Only addresses an <img> may load: web, root-relative and inline images (no `javascript:` etc.).
const LOADABLE_IMAGE_URL = /^(https?:\/\/|data:image\/|\/(?!\/))/i;

/**
 * The company's logo for the sidebar: the uploaded `brandLogo` file, else the `brandLogoUrl`
 * it points at, else null (the shell shows the default logo).
 */
export function brandLogoUrl(company: CompaniesRecord, fileUrl: FileUrlBuilder): string | null {
  const file = company.brandLogo?.trim();
  const uploaded = file ? fileUrl(company, file) : '';
  if (uploaded) return uploaded;
  const linked = company.brandLogoUrl?.trim() ?? '';
  return LOADABLE_IMAGE_URL.test(linked) ? linked : null;
}
