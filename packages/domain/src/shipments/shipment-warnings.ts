import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';
import { codeWarnings } from './code-warnings.ts';
import { dateWarnings } from './date-warnings.ts';
import { isShipmentMode, type ShipmentMode } from '../collections/shipment-mode.ts';
import type { ShipmentWarning } from './shipment-warning.ts';

/**
 * Everything doubtful in a shipment being edited (flat record fields, ISO or PocketBase dates):
 * container numbers (ISO 6346) and type codes, ULD numbers, the AWB (IATA mod 7), the Incoterm
 * for the mode, the HS code, unreadable dates, milestones out of order and actual dates in the
 * future (relative to `now`, the current time unless given). Warnings never block saving.
 *
 * @example shipmentWarnings('ocean', { containersList: [{ id: 'a', number: 'CSQU3054384' }] })
 * // [{ field: 'containersList.0.number', code: 'container_check_digit', expected: '3',
 * //    message: 'check digit should be 3' }]
 */
export function shipmentWarnings(
  mode: ShipmentMode,
  shipment: Record<string, unknown>,
  now: DateInput = new Date(),
): ShipmentWarning[] {
  if (!isShipmentMode(mode)) return [];
  const nowMs = requireDate(now, 'now').getTime();
  return [...codeWarnings(mode, shipment), ...dateWarnings(mode, shipment, nowMs)];
}
