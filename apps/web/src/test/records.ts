import { normalizePartner, type Partner, type PartnerInput } from '@rumbo/domain';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { TEST_COMPANY } from './sign-in.ts';

let sequence = 0;
const next = () => String((sequence += 1));

/** Test helper: a partner of TEST_COMPANY as the list holds it. */
export function testPartner(fields: PartnerInput = {}): Partner {
  return normalizePartner({
    id: `partner${next().padStart(8, '0')}`,
    company: TEST_COMPANY,
    rol: 'Cliente',
    tipo: 'empresa',
    ...fields,
  });
}

/** Test helper: an ocean record of TEST_COMPANY as the server lists it, overridden as needed. */
export function oceanRecord(fields: Record<string, unknown> = {}): ModeShipment {
  return {
    id: `ocean${next().padStart(10, '0')}`,
    mode: 'ocean',
    company: TEST_COMPANY,
    created: '2026-03-01 10:00:00.000Z',
    updated: '2026-03-01 10:00:00.000Z',
    operationalStatus: 'In creation',
    ...fields,
  };
}

/** The partners a shipment form offers in tests: a client, a shipping line, a carrier. */
export const TEST_PARTNERS = [
  { id: 'p1', displayName: 'Textiles del Bajío', rol: 'Cliente' },
  { id: 'p2', displayName: 'Maersk', rol: 'Naviera' },
  { id: 'p3', displayName: 'Autotransportes del Centro', rol: 'Transporte' },
];
