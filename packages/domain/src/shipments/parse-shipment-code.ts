import { SHIPMENT_CODE_PREFIXES } from './shipment-code-prefix.ts';
import { SHIPMENT_MODES, type ShipmentMode } from '../collections/shipment-mode.ts';

/** The parts of a shipment code such as `OCN20260001`. */
export type ShipmentCodeParts = { mode: ShipmentMode; year: number; sequence: number };

const CODE_PATTERN = /^([A-Z]{3})(\d{4})(\d{4,})$/;

/**
 * Splits a shipment code (prefix + 4-digit year + sequence of at least 4 digits) into its parts.
 * Case and surrounding spaces are ignored; anything else gives `null`.
 *
 * @example parseShipmentCode('ocn202612345') // { mode: 'ocean', year: 2026, sequence: 12345 }
 */
export function parseShipmentCode(code: unknown): ShipmentCodeParts | null {
  if (typeof code !== 'string') return null;
  const match = CODE_PATTERN.exec(code.trim().toUpperCase());
  if (!match) return null;
  const [, prefix, year, sequence] = match;
  const mode = SHIPMENT_MODES.find((m) => SHIPMENT_CODE_PREFIXES[m] === prefix);
  const sequenceNumber = Number(sequence);
  if (!mode || !Number.isSafeInteger(sequenceNumber)) return null;
  return { mode, year: Number(year), sequence: sequenceNumber };
}
