import type { CompaniesRecord } from '@rumbo/domain';

/** True when the company lists the user among its superusers (either field, SPEC §3). */
export function isListedSuperuser(
  company: Pick<CompaniesRecord, 'superusers' | 'superuser'> | null,
  userId: string,
): boolean {
  if (!company || !userId) return false;
  const listed = Array.isArray(company.superusers) ? company.superusers : [];
  return listed.includes(userId) || company.superuser === userId;
}
