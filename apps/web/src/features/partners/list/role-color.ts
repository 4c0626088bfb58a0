import type { PartnerRole } from '@rumbo/domain';

const COLORS: Record<PartnerRole, string> = {
  Cliente: 'blue',
  Proveedor: 'grape',
  Naviera: 'cyan',
  Transporte: 'orange',
  Agente: 'teal',
  Otro: 'gray',
};

/** A badge colour per role, so a list is scanned by role at a glance. */
export function roleColor(role: PartnerRole): string {
  return COLORS[role];
}
