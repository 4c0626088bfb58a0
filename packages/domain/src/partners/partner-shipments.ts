import { foldSearchText } from '../shipments/fold-search-text.ts';
import type { ShipmentRecord } from '../shipments/shipment-record.ts';

/**
 * The shipment fields that name a party: shipments keep the name typed or picked (the partner's
 * display name), or, from older data, the partner's id.
 */
export const PARTNER_PARTY_FIELDS = [
  'shipper',
  'consignee',
  'notify',
  'principal',
  'carrier',
  'airline',
] as const;

export type PartnerPartyField = (typeof PARTNER_PARTY_FIELDS)[number];

export type PartnerShipmentUse<T extends ShipmentRecord> = {
  shipment: T;
  /** The party fields that name the partner. */
  fields: PartnerPartyField[];
};

/**
 * The shipments that name a partner in a party field, in their order: a field matches when it
 * holds the partner's id or its display name (case, accents and spacing ignored).
 */
export function shipmentsUsingPartner<T extends ShipmentRecord>(
  partner: { id: string; displayName: string },
  shipments: readonly T[],
): PartnerShipmentUse<T>[] {
  const name = foldSearchText(partner.displayName);
  const uses: PartnerShipmentUse<T>[] = [];
  for (const shipment of shipments) {
    const fields = PARTNER_PARTY_FIELDS.filter((field) => {
      const value = shipment[field];
      if (typeof value !== 'string' || value.trim() === '') return false;
      return (
        (partner.id !== '' && value === partner.id) ||
        (name !== '' && foldSearchText(value) === name)
      );
    });
    if (fields.length > 0) uses.push({ shipment, fields });
  }
  return uses;
}
