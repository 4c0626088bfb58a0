import { AIR_FIELDS, LAND_FIELDS, OCEAN_FIELDS } from '../collections/shipment-mode-fields.ts';
import { MILESTONE_LABELS, type MilestoneKey } from '../milestones/milestone-key.ts';
import { MODE_MILESTONES, type MilestoneFields } from '../milestones/mode-milestones.ts';
import { readInstant } from '../time/read-instant.ts';
import { BUSINESS_UTC_OFFSET_MINUTES } from '../time/business-time-zone.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { ShipmentWarning } from './shipment-warning.ts';

/**
 * Milestones that must happen in this order, per mode. Cut-offs are deadlines before the
 * vessel sails, not steps after pickup, so they only have to precede the departure.
 */
const ORDERED_MILESTONES: Readonly<Record<ShipmentMode, readonly (readonly MilestoneKey[])[]>> = {
  ocean: [
    [
      'pickup',
      'portOfLoadArrival',
      'portOfLoadDeparture',
      'portOfArrivalArrival',
      'warehouseRelease',
      'delivery',
    ],
    ['cutOffDoc', 'portOfLoadDeparture'],
    ['cutOffPhy', 'portOfLoadDeparture'],
  ],
  air: [['pickup', 'departure', 'arrival', 'delivery']],
  land: [['pickup', 'delivery']],
};

const DATE_FIELDS: Readonly<Record<ShipmentMode, readonly string[]>> = {
  ocean: OCEAN_FIELDS.dates,
  air: AIR_FIELDS.dates,
  land: LAND_FIELDS.dates,
};

/** An actual date more than this ahead of `now` has not happened yet. */
export const ACTUAL_DATE_TOLERANCE_MS = 24 * 3_600_000;

/**
 * Warnings about a shipment's dates: values that are not dates (`date_invalid`), milestones
 * before the milestone they follow (`milestone_order`, on the later field, `expected` being the
 * earliest time it may have, estimated and actual dates checked separately), and actual dates
 * more than a day after `now` (`actual_in_future`). One warning per field at most.
 */
export function dateWarnings(
  mode: ShipmentMode,
  shipment: Record<string, unknown>,
  nowMs: number,
): ShipmentWarning[] {
  const warnings = new Map<string, ShipmentWarning>();
  const add = (warning: ShipmentWarning) => {
    if (!warnings.has(warning.field)) warnings.set(warning.field, warning);
  };
  for (const field of DATE_FIELDS[mode] ?? []) {
    const value = shipment[field];
    if (!isBlank(value) && readInstant(value) === null) {
      add({ field, code: 'date_invalid', message: 'is not a valid date' });
    }
  }
  const fields = new Map(MODE_MILESTONES[mode]?.map((milestone) => [milestone.key, milestone]));
  for (const chain of ORDERED_MILESTONES[mode] ?? []) {
    const milestones = chain.flatMap((key) => fields.get(key) ?? []);
    for (const kind of ['estimated', 'actual'] as const) {
      orderWarnings(milestones, kind, shipment).forEach(add);
    }
  }
  for (const { actual } of MODE_MILESTONES[mode] ?? []) {
    const ms = readInstant(shipment[actual]);
    if (ms !== null && ms > nowMs + ACTUAL_DATE_TOLERANCE_MS) {
      add({ field: actual, code: 'actual_in_future', message: 'actual date is in the future' });
    }
  }
  return [...warnings.values()];
}

function orderWarnings(
  milestones: readonly MilestoneFields[],
  kind: 'estimated' | 'actual',
  shipment: Record<string, unknown>,
): ShipmentWarning[] {
  const warnings: ShipmentWarning[] = [];
  let latest: { ms: number; key: MilestoneKey } | null = null;
  for (const milestone of milestones) {
    const ms = readInstant(shipment[milestone[kind]]);
    if (ms === null) continue;
    if (latest && ms < latest.ms) {
      warnings.push({
        field: milestone[kind],
        code: 'milestone_order',
        expected: new Date(latest.ms).toISOString(),
        message: `should not be before ${MILESTONE_LABELS[latest.key]} (${businessTime(latest.ms)})`,
      });
    } else {
      latest = { ms, key: milestone.key };
    }
  }
  return warnings;
}

/** `YYYY-MM-DD HH:mm` in the business time zone (UTC−6). */
function businessTime(ms: number): string {
  const local = new Date(ms + BUSINESS_UTC_OFFSET_MINUTES * 60_000).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}
