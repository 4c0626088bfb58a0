import { describe, expect, it } from 'vitest';
import { parseShipmentCode } from '../shipments/parse-shipment-code.ts';
import { isShipmentClosed } from '../shipments/is-shipment-closed.ts';
import { buildLargeDemoCompany, LARGE_DEMO, largeDemoShipments } from './demo-large-company.ts';
import { mulberry32 } from '../random/mulberry32.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const company = buildLargeDemoCompany(NOW, mulberry32(7));
const shipments = [
  ...largeDemoShipments({ ...company, now: NOW, random: mulberry32(8), count: 900 }),
];
const DAY = 86_400_000;

describe('the large demo company', () => {
  it('has its staff account and partners', () => {
    expect(company.company).toMatchObject({ id: LARGE_DEMO.companyId, name: 'Norte Forwarding' });
    expect(company.users.map((user) => user.email)).toEqual(['staff@norte.test']);
    expect(company.partners).toHaveLength(60);
    expect(company.partners.every((partner) => partner.company === LARGE_DEMO.companyId)).toBe(
      true,
    );
  });

  it('builds a third of the shipments per mode', () => {
    const count = (mode: string) => shipments.filter((it) => it.mode === mode).length;
    expect([count('ocean'), count('air'), count('land')]).toEqual([300, 300, 300]);
  });

  it('issues codes per mode and year, in booking order, never twice', () => {
    const codes = shipments.map((it) => String(it.record.shipmentCode));
    expect(new Set(codes).size).toBe(codes.length);
    const last = new Map<string, number>();
    for (const { mode, record } of shipments) {
      const parts = parseShipmentCode(record.shipmentCode)!;
      expect(parts.mode).toBe(mode);
      const key = `${mode}${parts.year}`;
      expect(parts.sequence).toBe((last.get(key) ?? 0) + 1);
      last.set(key, parts.sequence);
    }
    expect([...last.keys()].map((key) => key.slice(-4)).sort()[0]).toBe('2023');
  });

  it.each([
    ['over three years', (ages: number[]) => Math.max(...ages) > 1000 && Math.min(...ages) < 45],
  ])('spreads the shipments %s', (_name, holds) => {
    const ages = shipments.map(
      (it) => (NOW.getTime() - Date.parse(String(it.record.created))) / DAY,
    );
    expect(holds(ages)).toBe(true);
  });

  it('finishes or cancels past shipments and keeps recent ones under way', () => {
    const past = shipments.filter(
      (it) => Date.parse(String(it.record.created)) < NOW.getTime() - 120 * DAY,
    );
    const done = past.filter((it) => ['Cancelled', 'Finished'].includes(String(it.record.status)));
    // A very few keep an actual date nobody entered, as real years of data do.
    expect(done.length / past.length).toBeGreaterThan(0.95);
    expect(
      past.filter((it) => isShipmentClosed({ status: it.record.status })).length,
    ).toBeGreaterThan(0);
    const recent = shipments.filter(
      (it) => Date.parse(String(it.record.created)) > NOW.getTime() - 20 * DAY,
    );
    expect(recent.some((it) => it.record.status !== 'Finished')).toBe(true);
  });

  it('is the same for the same random sequence', () => {
    const again = [
      ...largeDemoShipments({ ...company, now: NOW, random: mulberry32(8), count: 900 }),
    ];
    expect(again.map((it) => it.record.id)).toEqual(shipments.map((it) => it.record.id));
  });
});
