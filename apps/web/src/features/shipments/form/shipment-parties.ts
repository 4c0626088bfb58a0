import { contactMessaging, isMessageAddress, type ShipmentPartyRole } from '@rumbo/domain';
import { listOf, type ShipmentValue } from './form-values.ts';

/**
 * The partner picked for a role in the shipment's `parties` (issue 37): the first entry of that
 * role, '' when none. Read per role rather than through `shipmentParties`, which keeps a partner
 * only in its first role: the form shows each role as the user picked it.
 */
export function partyPartner(parties: unknown, role: ShipmentPartyRole): string {
  const entry = listOf(parties).find((item) => item.role === role);
  return typeof entry?.partner === 'string' ? entry.partner : '';
}

/**
 * `parties` with `partner` as the role's one entry ('' leaves the role out). The other roles'
 * entries, and what they hold beyond partner and role, stay as stored and where they were.
 */
export function withPartyPartner(
  parties: unknown,
  role: ShipmentPartyRole,
  partner: string,
): ShipmentValue[] {
  const items: ShipmentValue[] = listOf(parties);
  const at = items.findIndex((item) => item.role === role);
  const others = items.filter((item) => item.role !== role);
  if (partner === '') return others;
  const entry = { ...(at >= 0 ? items[at] : {}), partner, role };
  const place =
    at >= 0 ? items.slice(0, at).filter((item) => item.role !== role).length : others.length;
  return [...others.slice(0, place), entry, ...others.slice(place)];
}

/** How many of a partner's contacts receive some e-mail: asked for a kind, with an address. */
export function partnerReceivers(contacts: unknown): number {
  return listOf(contacts).filter((contact) => {
    const messaging = contactMessaging(contact);
    const asks = messaging.milestones || messaging.estimates || messaging.arrivalNotice;
    return asks && isMessageAddress(contact.email);
  }).length;
}
