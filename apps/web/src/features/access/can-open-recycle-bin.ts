import type { Access } from './access.ts';

/**
 * Who may open the recycle bin, as the server decides it (docs/decisions/065): platform admins
 * (every company's deleted records) and a company's superusers (their company's). Anyone else
 * gets no menu entry and is refused at the address.
 */
export function canOpenRecycleBin({
  isAdmin,
  isSuperuser,
  company,
}: Pick<Access, 'isAdmin' | 'isSuperuser' | 'company'>): boolean {
  return isAdmin || (isSuperuser && company !== null);
}
