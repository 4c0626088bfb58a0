import { nextShipmentCode, shipmentDefaults, type ShipmentMode } from '@rumbo/domain';
import { emptyShipmentValue, type ShipmentValue } from './shipment-value.ts';

/** A new shipment of a mode: the mode's default status (SPEC §4) and the given code. */
export function newShipmentValue(mode: ShipmentMode, shipmentCode: string): ShipmentValue {
  return { ...emptyShipmentValue(mode), ...shipmentDefaults(mode), shipmentCode };
}

/** The next code after every code the company has, and any the server already refused. */
export function nextCodeAfter(
  mode: ShipmentMode,
  codes: Iterable<unknown>,
  now: Date = new Date(),
): string {
  return nextShipmentCode({ mode, now, existingCodes: codes });
}
