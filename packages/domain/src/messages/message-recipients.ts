import type { MessageKind } from '../collections/collection-messages.ts';
import { listItems } from '../shipments/list-items.ts';

/** The parties a shipment's messages go to (issue 37), picked from the company's partners. */
export const SHIPMENT_PARTY_ROLES = ['shipper', 'consignee', 'notify'] as const;
export type ShipmentPartyRole = (typeof SHIPMENT_PARTY_ROLES)[number];
export type ShipmentParty = { partner: string; role: ShipmentPartyRole };

/** A contact's message settings: which kinds they asked for, and their language. */
export type ContactMessaging = {
  language: 'es' | 'en';
  milestones: boolean;
  estimates: boolean;
  arrivalNotice: boolean;
};

export type MessageRecipient = {
  partner: string;
  contact: string;
  email: string;
  name: string;
  language: 'es' | 'en';
};

/** The kinds a contact can ask for, and where each lives on the contact. */
const CONTACT_KINDS: Partial<Record<MessageKind, keyof ContactMessaging>> = {
  milestone: 'milestones',
  estimate: 'estimates',
  arrivalNotice: 'arrivalNotice',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a text is an address a message can go to (one address, no spaces, a dotted domain). */
export function isMessageAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value.trim());
}

/** The shipment's parties as stored (`parties`), each partner once in its first role. */
export function shipmentParties(value: unknown): ShipmentParty[] {
  const seen = new Set<string>();
  const parties: ShipmentParty[] = [];
  for (const item of listItems(value)) {
    const partner = typeof item.partner === 'string' ? item.partner.trim() : '';
    const role = item.role as ShipmentPartyRole;
    if (!partner || !SHIPMENT_PARTY_ROLES.includes(role) || seen.has(partner)) continue;
    seen.add(partner);
    parties.push({ partner, role });
  }
  return parties;
}

/** A contact's settings as stored on the partner: nothing asked for, in Spanish, by default. */
export function contactMessaging(contact: Readonly<Record<string, unknown>>): ContactMessaging {
  const notify = (contact.notify ?? {}) as Record<string, unknown>;
  return {
    language: contact.language === 'en' ? 'en' : 'es',
    milestones: notify.milestones === true,
    estimates: notify.estimates === true,
    arrivalNotice: notify.arrivalNotice === true,
  };
}

/**
 * Who receives a message of `kind` about a shipment: every contact of the shipment's parties who
 * asked for that kind and has a valid address, each address once (the first contact holding it).
 */
export function messageRecipients(
  kind: MessageKind,
  parties: readonly ShipmentParty[],
  partners: ReadonlyMap<string, Readonly<Record<string, unknown>>>,
): MessageRecipient[] {
  const setting = CONTACT_KINDS[kind];
  if (!setting) return [];
  const seen = new Set<string>();
  const recipients: MessageRecipient[] = [];
  for (const party of parties) {
    const partner = partners.get(party.partner);
    for (const contact of listItems(partner?.contacts)) {
      const messaging = contactMessaging(contact);
      const email = typeof contact.email === 'string' ? contact.email.trim().toLowerCase() : '';
      if (!messaging[setting] || !isMessageAddress(email) || seen.has(email)) continue;
      seen.add(email);
      recipients.push({
        partner: party.partner,
        contact: String(contact.id ?? ''),
        email,
        name: typeof contact.nombre === 'string' ? contact.nombre.trim() : '',
        language: messaging.language,
      });
    }
  }
  return recipients;
}
