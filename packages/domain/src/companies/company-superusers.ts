import type { RoleCompany } from '../roles/role-user.ts';

/** The ids a company names as superusers: the `superusers` list, then `superuser`, once each. */
export function companySuperuserIds(company: RoleCompany | null | undefined): string[] {
  if (!company) return [];
  const ids = [...asList(company.superusers), ...asList(company.superuser)];
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

/** Both superuser fields for a chosen list: `superuser` keeps the first one (or '' for none). */
export function superuserFields(ids: readonly string[]): {
  superusers: string[];
  superuser: string;
} {
  const superusers = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  return { superusers, superuser: superusers[0] ?? '' };
}

function asList(value: readonly string[] | string | null | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}
