import { SHIPMENT_PARTY_ROLES, type ShipmentPartyRole } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { listOf } from '../form/form-values.ts';
import type { PartnerOption } from './use-partner-options.ts';

const isRole = (value: unknown): value is ShipmentPartyRole =>
  SHIPMENT_PARTY_ROLES.includes(value as ShipmentPartyRole);

/**
 * The history's words for the shipment's `parties` (who gets its e-mail): a partner by its name
 * (its id while the list does not have it), a role as the form names it, the whole list as
 * "Shipper partner: Textiles del Bajío; …". Undefined for any other field.
 */
export function partyValueLabel(
  t: TFunction,
  partners: readonly PartnerOption[],
  field: string,
  value: unknown,
): string | undefined {
  const nameOf = (id: unknown) =>
    partners.find((partner) => partner.id === id)?.displayName ?? String(id);
  const roleOf = (role: unknown) =>
    isRole(role) ? t(`shipmentEditor.emailParties.roles.${role}`) : String(role);
  if (field === 'parties.partner') return nameOf(value);
  if (field === 'parties.role') return roleOf(value);
  if (field !== 'parties' || !Array.isArray(value)) return undefined;
  return listOf(value)
    .map((party) => `${roleOf(party.role)}: ${nameOf(party.partner)}`)
    .join('; ');
}
