import { PARTNER_ROLES } from '@rumbo/domain';
import type { FormPartner } from './shipment-form-context.ts';

export type PartnerGroup = { group: string; items: string[] };

/**
 * Partner names grouped by role for a party field's suggestions: the roles that usually fill
 * the field first, then the others in the interface's order. A name appears once (its first
 * group), since the list offers names, not records.
 */
export function partnerGroups(
  partners: readonly FormPartner[],
  preferredRoles: readonly string[],
): PartnerGroup[] {
  const knownRoles = [
    ...preferredRoles,
    ...PARTNER_ROLES.filter((r) => !preferredRoles.includes(r)),
  ];
  const otherRoles = [...new Set(partners.map((p) => p.rol))].filter(
    (r) => !knownRoles.includes(r),
  );
  const seen = new Set<string>();
  const groups: PartnerGroup[] = [];
  for (const role of [...knownRoles, ...otherRoles]) {
    const items: string[] = [];
    for (const partner of partners) {
      const name = partner.displayName.trim();
      if (partner.rol !== role || name === '' || seen.has(name)) continue;
      seen.add(name);
      items.push(name);
    }
    items.sort((a, b) => a.localeCompare(b, 'es'));
    if (items.length > 0) groups.push({ group: role || '—', items });
  }
  return groups;
}
