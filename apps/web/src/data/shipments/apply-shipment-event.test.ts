import { describe, expect, it } from 'vitest';
import type { ModeShipment } from '../repository-types.ts';
import { applyShipmentEvent } from './apply-shipment-event.ts';

const shipment = (id: string, created: string, company = 'c1') =>
  ({ id, company, created, updated: created, mode: 'air', reference: id }) as ModeShipment;

const list = [shipment('s2', '2026-03-02 00:00:00.000Z'), shipment('s1', '2026-03-01 00:00:00.000Z')];

describe('applyShipmentEvent', () => {
  it('puts a created shipment in newest-first order, with its mode', () => {
    const record = { id: 's3', company: 'c1', created: '2026-03-03 00:00:00.000Z' };
    const result = applyShipmentEvent({ shipments: list, event: { action: 'create', record }, mode: 'air', companyId: 'c1' });
    expect(result.map((item) => item.id)).toEqual(['s3', 's2', 's1']);
    expect(result[0]?.mode).toBe('air');
  });

  it('replaces an updated shipment', () => {
    const record = { ...list[1]!, reference: 'changed' };
    const result = applyShipmentEvent({ shipments: list, event: { action: 'update', record }, mode: 'air', companyId: 'c1' });
    expect(result.map((item) => item.reference)).toEqual(['s2', 'changed']);
  });

  it('removes a deleted shipment', () => {
    const result = applyShipmentEvent({ shipments: list, event: { action: 'delete', record: { id: 's2' } }, mode: 'air', companyId: 'c1' });
    expect(result.map((item) => item.id)).toEqual(['s1']);
  });

  it("keeps another company's shipment out of a company's list", () => {
    const record = { id: 's9', company: 'c2', created: '2026-03-09 00:00:00.000Z' };
    const result = applyShipmentEvent({ shipments: list, event: { action: 'create', record }, mode: 'air', companyId: 'c1' });
    expect(result.map((item) => item.id)).toEqual(['s2', 's1']);
  });

  it("lets an admin's list (no company) take every company's shipments", () => {
    const record = { id: 's9', company: 'c2', created: '2026-03-09 00:00:00.000Z' };
    const result = applyShipmentEvent({ shipments: list, event: { action: 'create', record }, mode: 'air', companyId: null });
    expect(result.map((item) => item.id)).toEqual(['s9', 's2', 's1']);
  });

  it('leaves the list as it is for an unknown action', () => {
    const result = applyShipmentEvent({ shipments: list, event: { action: 'rename', record: { id: 's1' } }, mode: 'air', companyId: 'c1' });
    expect(result).toEqual(list);
  });
});
