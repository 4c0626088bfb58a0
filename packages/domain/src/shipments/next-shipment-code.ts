import type { DateInput } from '../time/to-date.ts';
import { requireDate } from '../time/require-date.ts';
import { parseShipmentCode } from './parse-shipment-code.ts';
import { shipmentCodePrefix } from './shipment-code-prefix.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';

export type NextShipmentCodeInput = {
  mode: ShipmentMode;
  now: DateInput;
  /** Codes already issued, in any case; malformed ones and other modes or years are ignored. */
  existingCodes: Iterable<unknown>;
};

/**
 * The next shipment code: prefix + the current UTC year + (highest sequence of that prefix and
 * year) + 1, padded to 4 digits. The sequence grows past 4 digits instead of wrapping
 * (`OCN20269999` → `OCN202610000`). Throws `Unsupported shipment mode: {mode}` for an unknown mode.
 *
 * @example nextShipmentCode({ mode: 'air', now: '2026-05-01T00:00:00Z', existingCodes: ['AIR20260041'] })
 * // 'AIR20260042'
 */
export function nextShipmentCode({ mode, now, existingCodes }: NextShipmentCodeInput): string {
  const prefix = shipmentCodePrefix(mode);
  const year = requireDate(now, 'now').getUTCFullYear();
  let highest = 0;
  for (const code of existingCodes) {
    const parts = parseShipmentCode(code);
    if (parts?.mode === mode && parts.year === year) highest = Math.max(highest, parts.sequence);
  }
  return `${prefix}${String(year).padStart(4, '0')}${String(highest + 1).padStart(4, '0')}`;
}
