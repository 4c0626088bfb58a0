import type { MilestoneKey } from '../milestones/milestone-key.ts';
import { MODE_MILESTONES, type MilestoneFields } from '../milestones/mode-milestones.ts';
import { canonicalDateIso, isCanonicalDateText } from '../time/canonical-date-text.ts';
import { instantIso, readInstant } from '../time/read-instant.ts';
import type { ShipmentListSource } from '../shipments/shipment-list-row.ts';
import { recordText } from '../shipments/shipment-record-fields.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';

/**
 * The shipment fields only a report reads, per mode (those the list reads too are in
 * shipments/shipment-record-fields.ts).
 */

/** Ocean `carrier`, air `airline`, land `carrier`. */
export function recordCarrier(record: ShipmentListSource): string {
  return recordText(record.mode === 'air' ? record.airline : record.carrier);
}

/** `direction` lower-cased; a land shipment without one moves inside the country: 'domestic'. */
export function recordDirection(record: ShipmentListSource): string {
  const direction = recordText(record.direction).toLowerCase();
  return direction === '' && record.mode === 'land' ? 'domestic' : direction;
}

/** The server's `created` time, else the web app's `createdAtISO` (own or in the payload), as ISO. */
export function recordCreatedAt(record: ShipmentListSource): string {
  const payload = record.payload;
  const payloadCreated =
    typeof payload === 'object' && payload !== null
      ? (payload as Record<string, unknown>).createdAtISO
      : undefined;
  return firstInstantIso(record.created, record.createdAtISO, payloadCreated);
}

/** The milestones whose dates are a mode's main-leg departure (ETD) and arrival (ETA). */
const MAIN_LEG: Readonly<Record<ShipmentMode, { etd: MilestoneKey; eta: MilestoneKey }>> = {
  ocean: { etd: 'portOfLoadDeparture', eta: 'portOfArrivalArrival' },
  air: { etd: 'departure', eta: 'arrival' },
  land: { etd: 'pickup', eta: 'delivery' },
};

const MAIN_LEG_FIELDS = Object.fromEntries(
  Object.entries(MAIN_LEG).map(([mode, { etd, eta }]) => {
    const milestones = MODE_MILESTONES[mode as ShipmentMode];
    const fields = (key: MilestoneKey): MilestoneFields => {
      const found = milestones.find((milestone) => milestone.key === key);
      if (!found) throw new Error(`No ${key} milestone for ${mode}`);
      return found;
    };
    return [mode, { etd: fields(etd), eta: fields(eta) }];
  }),
) as Record<ShipmentMode, { etd: MilestoneFields; eta: MilestoneFields }>;

/**
 * ETD and ETA of the main leg as ISO ('' when missing): the milestone's estimate, or its actual
 * date when no estimate was entered (a shipment that sailed unplanned still sailed that day).
 */
export function recordMainLeg(record: ShipmentListSource): { etd: string; eta: string } {
  const fields = MAIN_LEG_FIELDS[record.mode];
  if (!fields) return { etd: '', eta: '' };
  return {
    etd: firstInstantIso(record[fields.etd.estimated], record[fields.etd.actual]),
    eta: firstInstantIso(record[fields.eta.estimated], record[fields.eta.actual]),
  };
}

function firstInstantIso(first: unknown, second?: unknown, third?: unknown): string {
  return instantIsoOrEmpty(first) || instantIsoOrEmpty(second) || instantIsoOrEmpty(third);
}

/** `instantIso` of a readable date, '' otherwise; canonical text is only re-laid, not parsed. */
function instantIsoOrEmpty(value: unknown): string {
  if (isCanonicalDateText(value)) return canonicalDateIso(value);
  const ms = readInstant(value);
  return ms === null ? '' : instantIso(value, ms);
}
