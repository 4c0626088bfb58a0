import { DEMO_IDS, mulberry32 } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { localDemoData } from './local-demo-data.ts';

const now = new Date('2026-03-04T15:00:00.000Z');

describe('localDemoData', () => {
  const data = localDemoData({ now, random: mulberry32(7), companyId: 'mycompany000001' });

  it('has 50 partners and 200 shipments split by thirds (SPEC §9)', () => {
    expect(data.partners).toHaveLength(50);
    expect([data.shipments_ocean.length, data.shipments_air.length, data.shipments_land.length]).toEqual([67, 67, 66]);
  });

  it("makes every record the user's company's, payload included", () => {
    const records = [...data.partners, ...data.shipments_ocean, ...data.shipments_air, ...data.shipments_land];
    expect(records.every((record) => record.company === 'mycompany000001')).toBe(true);
    expect(data.shipments_air[0]?.payload).toMatchObject({ company: 'mycompany000001', companyId: 'mycompany000001' });
  });

  it('names each record’s collection and gives it a PocketBase-shaped id', () => {
    expect(data.shipments_land[0]).toMatchObject({ collectionName: 'shipments_land' });
    expect(data.partners.every((record) => /^[a-z0-9]{15}$/.test(record.id))).toBe(true);
  });

  it('keeps the demo company for a platform admin, who has none', () => {
    const admin = localDemoData({ now, random: mulberry32(7), companyId: null });
    expect(admin.partners.every((record) => record.company === DEMO_IDS.golfo)).toBe(true);
  });
});
