import type { ShipmentParty } from '../messages/message-recipients.ts';

/** The roles that name a shipment's client, the one who pays first (as a quote's shipment names it). */
export const INVOICE_CLIENT_ROLES: readonly ShipmentParty['role'][] = [
  'consignee',
  'shipper',
  'notify',
];

/**
 * The partners the shipments' parties name, the likeliest client of their invoice first: the
 * consignee, then the shipper, then whom to notify; each once.
 */
export function likelyClients(parties: readonly ShipmentParty[]): string[] {
  const ordered = INVOICE_CLIENT_ROLES.flatMap((role) =>
    parties.filter((party) => party.role === role).map((party) => party.partner),
  );
  return [...new Set(ordered)];
}
