/** Shown when a partner has nothing that could name it. */
export const PARTNER_FALLBACK_NAME = 'Partner';

export type PartnerNameSource = {
  displayName?: string;
  razonSocial?: string;
  nombreCompleto?: string;
  rfc?: string;
  contacts?: readonly { nombre?: string }[];
};

/**
 * The name to show for a partner: its displayName, else razonSocial, nombreCompleto, rfc,
 * the first contact's name, then 'Partner'. Blank values are skipped.
 */
export function partnerDisplayName(partner: PartnerNameSource): string {
  const candidates = [
    partner.displayName,
    partner.razonSocial,
    partner.nombreCompleto,
    partner.rfc,
    partner.contacts?.[0]?.nombre,
  ];
  for (const candidate of candidates) {
    const name = candidate?.trim();
    if (name) return name;
  }
  return PARTNER_FALLBACK_NAME;
}
