import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { normalizeTrackingNumber } from './normalize-tracking-number.ts';
import { listItems } from '../shipments/list-items.ts';

/** Which of a shipment's numbers a tracking number was found in. */
export type TrackedNumberKind =
  'shipmentCode' | 'reference' | 'booking' | 'bl' | 'hbl' | 'awb' | 'hawb' | 'container' | 'uld';

/** One number of a shipment, as written and as compared. */
export type TrackedNumber = { kind: TrackedNumberKind; value: string; normalized: string };

/** The record fields holding each kind of number (SPEC §3; shipment-mode-fields.ts). */
const NUMBER_FIELDS: readonly [TrackedNumberKind, readonly string[]][] = [
  ['shipmentCode', ['shipmentCode', 'displayCode']],
  // Every mode has the common `reference`; ocean and land records also call it `ref`.
  ['reference', ['reference', 'ref']],
  ['booking', ['bookingRef']],
  ['bl', ['blNumber']],
  ['hbl', ['hblNumber']],
  ['awb', ['awb']],
  ['hawb', ['hawb']],
];

/** Sub-lists holding unit numbers: ocean containers, air ULDs. */
const UNIT_FIELDS: readonly [TrackedNumberKind, string, string][] = [
  ['container', 'containersList', 'number'],
  ['uld', 'uldsList', 'uldNumber'],
];

/**
 * Every number a customer may track a shipment by, in a fixed order (code, reference, booking,
 * BL, HBL, AWB, HAWB, containers, ULDs), without blanks or repeats of one kind.
 */
export function trackedNumbers(shipment: ShipmentRecord): TrackedNumber[] {
  const numbers: TrackedNumber[] = [];
  const add = (kind: TrackedNumberKind, raw: unknown) => {
    if (typeof raw !== 'string') return;
    const normalized = normalizeTrackingNumber(raw);
    const isRepeat = numbers.some((it) => it.kind === kind && it.normalized === normalized);
    if (normalized !== '' && !isRepeat) numbers.push({ kind, value: raw.trim(), normalized });
  };
  for (const [kind, fields] of NUMBER_FIELDS)
    for (const field of fields) add(kind, shipment[field]);
  for (const [kind, list, field] of UNIT_FIELDS) {
    for (const item of listItems(shipment[list])) add(kind, item[field]);
  }
  return numbers;
}
