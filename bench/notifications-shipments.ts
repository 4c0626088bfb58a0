import {
  buildDemoData,
  mulberry32,
  SHIPMENT_MODES,
  type DemoData,
  type ShipmentRecord,
} from '@rumbo/domain';

/**
 * `count` shipments as the web app holds them (the records' own fields plus `mode`), built by
 * the domain's demo builder: repeated demo data sets with consecutive seeds, all dated around
 * the same `now`, so about one shipment in eight has an overdue milestone. Same input, same data.
 * They go through JSON once, as records arriving from the server do, so strings and objects
 * have the shapes the engine meets in the browser.
 */
export function benchShipments({ count, now }: { count: number; now: Date }): ShipmentRecord[] {
  const shipments: ShipmentRecord[] = [];
  for (let seed = 1; shipments.length < count; seed++) {
    shipments.push(...modeShipments(buildDemoData({ now, random: mulberry32(seed) })));
  }
  return JSON.parse(JSON.stringify(shipments.slice(0, count))) as ShipmentRecord[];
}

function modeShipments(data: DemoData): ShipmentRecord[] {
  return SHIPMENT_MODES.flatMap((mode) =>
    data[`shipments_${mode}`].map((record) => ({ ...record, mode })),
  );
}
