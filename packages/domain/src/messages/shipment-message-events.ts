import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { MilestoneKey } from '../milestones/milestone-key.ts';
import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import { readInstant } from '../time/read-instant.ts';

/** What a customer hears about: the cargo left, arrived, was released or was delivered. */
export type ShipmentEvent = 'departed' | 'arrived' | 'released' | 'delivered';

/** The milestones whose actual date tells a customer one of those events, per mode. */
export const EVENT_MILESTONES: Readonly<
  Record<ShipmentMode, Partial<Record<MilestoneKey, ShipmentEvent>>>
> = {
  ocean: {
    portOfLoadDeparture: 'departed',
    portOfArrivalArrival: 'arrived',
    warehouseRelease: 'released',
    delivery: 'delivered',
  },
  air: { departure: 'departed', arrival: 'arrived', delivery: 'delivered' },
  land: { pickup: 'departed', delivery: 'delivered' },
};

/** Hours an estimate must move by before customers hear of it, unless the company says. */
export const DEFAULT_ESTIMATE_NOTICE_HOURS = 24;

export type ShipmentMessageEvent =
  | { kind: 'milestone'; milestone: MilestoneKey; event: ShipmentEvent; actualAt: string }
  | {
      kind: 'estimate';
      milestone: MilestoneKey;
      /** ISO times of the estimate before and after the change. */
      from: string;
      to: string;
      /** Signed hours: positive when it moved later. */
      movedHours: number;
    };

const HOUR_MS = 3_600_000;

/**
 * What one write of a shipment tells its customers (issue 37): a customer-facing milestone's
 * actual date entered where there was none, and an estimate moved by more than the company's
 * threshold on a milestone not yet done. Comparing the stored row before and after the write,
 * so a write that changes neither says nothing, and a date entered and then corrected is told
 * once (the correction finds the actual already there).
 */
export function shipmentMessageEvents(input: {
  mode: ShipmentMode;
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
  thresholdHours: number;
}): ShipmentMessageEvent[] {
  const { mode, before, after } = input;
  const threshold = Math.max(0, input.thresholdHours) * HOUR_MS;
  const events: ShipmentMessageEvent[] = [];
  for (const fields of MODE_MILESTONES[mode] ?? []) {
    const actualBefore = readInstant(before[fields.actual]);
    const actualAfter = readInstant(after[fields.actual]);
    const event = EVENT_MILESTONES[mode]?.[fields.key];
    if (event && actualBefore === null && actualAfter !== null) {
      events.push({
        kind: 'milestone',
        milestone: fields.key,
        event,
        actualAt: new Date(actualAfter).toISOString(),
      });
      continue;
    }
    if (actualAfter !== null) continue;
    const from = readInstant(before[fields.estimated]);
    const to = readInstant(after[fields.estimated]);
    if (from === null || to === null || Math.abs(to - from) <= threshold) continue;
    events.push({
      kind: 'estimate',
      milestone: fields.key,
      from: new Date(from).toISOString(),
      to: new Date(to).toISOString(),
      movedHours: Math.round(((to - from) / HOUR_MS) * 10) / 10,
    });
  }
  return events;
}
