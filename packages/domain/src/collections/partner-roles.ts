/** The `rol` a partner plays for the forwarder (SPEC §3). */
export type PartnerRole = 'Cliente' | 'Proveedor' | 'Naviera' | 'Transporte' | 'Agente' | 'Otro';

/** All partner roles, in the order the interface offers them. */
export const PARTNER_ROLES: readonly PartnerRole[] = [
  'Cliente',
  'Proveedor',
  'Naviera',
  'Transporte',
  'Agente',
  'Otro',
];

/** Local partner type: a natural person or a company (persona física / moral). */
export type PartnerType = 'persona' | 'empresa';

/** All partner types. */
export const PARTNER_TYPES: readonly PartnerType[] = ['persona', 'empresa'];

/** Narrows untrusted text to a partner role (exact spelling). */
export function isPartnerRole(value: unknown): value is PartnerRole {
  return typeof value === 'string' && (PARTNER_ROLES as readonly string[]).includes(value);
}
