import type { ShipmentRecord } from '../shipments/shipment-record.ts';
import { trackedNumbers, type TrackedNumber } from './tracked-numbers.ts';

const IN_PROGRESS = /progress|transit|curso|ruta/i;

/**
 * One sample number of each kind the shipments hold, for the demo's chips: taken from a
 * shipment in progress when one has that kind (its timeline shows done and pending steps),
 * else from the first that has it. Code and reference first, then ocean's, then air's numbers.
 */
export function trackingSamples(shipments: readonly ShipmentRecord[]): TrackedNumber[] {
  const ranked = [
    ...shipments.filter(isInProgress),
    ...shipments.filter((shipment) => !isInProgress(shipment)),
  ];
  const samples = new Map<TrackedNumber['kind'], TrackedNumber>();
  for (const shipment of ranked) {
    for (const number of trackedNumbers(shipment)) {
      if (!samples.has(number.kind)) samples.set(number.kind, number);
    }
  }
  const order = new Map(KIND_ORDER.map((kind, index) => [kind, index]));
  return [...samples.values()].sort((a, b) => (order.get(a.kind) ?? 0) - (order.get(b.kind) ?? 0));
}

const KIND_ORDER: readonly TrackedNumber['kind'][] = [
  'shipmentCode',
  'reference',
  'booking',
  'bl',
  'hbl',
  'container',
  'awb',
  'hawb',
  'uld',
];

function isInProgress(shipment: ShipmentRecord): boolean {
  const status =
    shipment.mode === 'ocean' ? shipment.operationalStatus || shipment.status : shipment.status;
  return typeof status === 'string' && IN_PROGRESS.test(status);
}
