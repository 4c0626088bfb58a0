import { describe, expect, it } from 'vitest';
import { contactMessaging, shipmentParties } from '../messages/index.ts';
import { DEMO_IDS } from './demo-accounts.ts';
import { buildDemoData } from './build-demo-data.ts';
import { mulberry32 } from '../random/index.ts';

const data = buildDemoData({ now: new Date('2026-12-04T12:00:00Z'), random: mulberry32(2026) });

describe('the demo’s e-mail to customers', () => {
  it('names the partners of every Golfo shipment’s parties, each a partner of Golfo', () => {
    const golfoPartners = new Map(
      data.partners.filter((p) => p.company === DEMO_IDS.golfo).map((p) => [p.id, p]),
    );
    const shipments = [
      ...data.shipments_ocean,
      ...data.shipments_air,
      ...data.shipments_land,
    ].filter((s) => s.company === DEMO_IDS.golfo);
    for (const shipment of shipments) {
      const parties = shipmentParties(shipment.parties);
      expect(parties.length, String(shipment.shipmentCode)).toBeGreaterThan(0);
      for (const party of parties) {
        const partner = golfoPartners.get(party.partner);
        expect(partner).toBeTruthy();
        expect(shipment[party.role]).toBe(partner!.displayName);
      }
    }
  });

  it('has each customer’s first contact ask for everything in Spanish, the second in English', () => {
    const customers = data.partners.filter((p) => p.rol === 'Cliente');
    expect(customers.length).toBeGreaterThan(0);
    for (const customer of customers) {
      const [first, second, third] = (customer.contacts as Record<string, unknown>[]).map(
        contactMessaging,
      );
      expect(first).toEqual({
        language: 'es',
        milestones: true,
        estimates: true,
        arrivalNotice: true,
      });
      if (second)
        expect(second).toEqual({
          language: 'en',
          milestones: true,
          estimates: false,
          arrivalNotice: true,
        });
      if (third)
        expect(third).toEqual({
          language: 'es',
          milestones: false,
          estimates: false,
          arrivalNotice: false,
        });
    }
  });
});
