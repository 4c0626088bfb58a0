/** Milestones whose actual date a forwarder must record, across all modes. */
export type MilestoneKey =
  | 'pickup'
  | 'cutOffDoc'
  | 'cutOffPhy'
  | 'portOfLoadArrival'
  | 'portOfLoadDeparture'
  | 'portOfArrivalArrival'
  | 'warehouseRelease'
  | 'delivery'
  | 'departure'
  | 'arrival';

/** Display label of each milestone, exactly as the interface shows it (SPEC §2). */
export const MILESTONE_LABELS: Readonly<Record<MilestoneKey, string>> = {
  pickup: 'Pickup',
  cutOffDoc: 'Cut-off (documents)',
  cutOffPhy: 'Cut-off (cargo)',
  portOfLoadArrival: 'POL arrival',
  portOfLoadDeparture: 'POL departure',
  portOfArrivalArrival: 'POD arrival',
  warehouseRelease: 'Warehouse release',
  delivery: 'Delivery',
  departure: 'Departure',
  arrival: 'Arrival',
};

/** Narrows untrusted text (e.g. the `milestone` query parameter) to a milestone key. */
export function isMilestoneKey(value: unknown): value is MilestoneKey {
  return typeof value === 'string' && Object.hasOwn(MILESTONE_LABELS, value);
}

/** The label of a milestone; an unknown key is shown as is rather than hidden. */
export function milestoneLabel(key: string): string {
  return isMilestoneKey(key) ? MILESTONE_LABELS[key] : key;
}
