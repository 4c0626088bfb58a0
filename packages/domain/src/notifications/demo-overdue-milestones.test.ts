import { describe, expect, it } from 'vitest';
import { SHIPMENT_MODES } from '../collections/shipment-mode.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { buildDemoData } from '../seed/build-demo-data.ts';
import { DEMO_IDS } from '../seed/demo-accounts.ts';
import { deriveShipmentNotifications } from './derive-shipment-notifications.ts';

// The demo data gives the notifications something to show, for any `now`: a Thursday
// afternoon, a Saturday and the first days of a year (the scenarios of the seed's own tests).
const SCENARIOS = [
  { now: new Date('2026-05-14T21:30:00Z'), seed: 2026 },
  { now: new Date('2026-08-08T03:00:00Z'), seed: 7 },
  { now: new Date('2027-01-02T12:00:00Z'), seed: 123_456 },
];

describe.each(SCENARIOS)('demo shipments at $now', (scenario) => {
  const data = buildDemoData({ now: scenario.now, random: mulberry32(scenario.seed) });

  it('leaves several milestones overdue in every mode', () => {
    for (const mode of SHIPMENT_MODES) {
      const overdue = data[`shipments_${mode}`]
        .filter((record) => record.company === DEMO_IDS.golfo)
        .filter(
          (record) =>
            deriveShipmentNotifications({
              shipment: { ...record, id: record.id, mode },
              now: scenario.now,
            }).length > 0,
        );
      expect(overdue.length).toBeGreaterThanOrEqual(8);
    }
  });
});
