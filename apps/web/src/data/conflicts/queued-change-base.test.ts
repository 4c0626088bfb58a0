import { describe, expect, it } from 'vitest';
import { parkedPart } from './replay-versioned-update.ts';
import type { QueuedChange, BasedChange } from '../repository/repository-types.ts';
import { baseOf, changeBaseFrom } from './queued-change-base.ts';

const update: Omit<QueuedChange, 'seq'> = {
  collection: 'shipments_land',
  action: 'update',
  recordId: 'rec1',
  data: { bookingRef: 'BK-MINE', vehicle: 'Torton', updatedBy: 'u1', payload: { bookingRef: 'BK-MINE' } },
  queuedAt: '2026-03-01T12:00:00.000Z',
};
const copy = { id: 'rec1', updated: '2026-03-01 10:00:00.000Z', bookingRef: 'BK-OLD', vehicle: '' };

describe('changeBaseFrom', () => {
  it("keeps the copy's updated and the values of the fields the update sets", () => {
    expect(changeBaseFrom(update, copy)).toEqual({
      updated: '2026-03-01 10:00:00.000Z',
      values: { bookingRef: 'BK-OLD', vehicle: '', updatedBy: undefined, payload: undefined },
    });
  });

  it.each([
    ['a create', { ...update, action: 'create' as const }, copy],
    ['a delete', { ...update, action: 'delete' as const, data: null }, copy],
    ['an update of a record never cached', update, undefined],
  ])('keeps nothing for %s', (_name, change, current) => {
    expect(changeBaseFrom(change, current)).toBeUndefined();
  });
});

describe('parkedPart', () => {
  it('keeps only the clashing fields, authorship and payload, with their base', () => {
    const change: BasedChange = { ...update, seq: 7, base: changeBaseFrom(update, copy) };
    const parked = parkedPart(change, [
      { field: 'bookingRef', base: 'BK-OLD', mine: 'BK-MINE', theirs: 'BK-THEIRS' },
    ]);
    expect(parked).not.toHaveProperty('seq');
    expect(parked.data).toEqual({
      bookingRef: 'BK-MINE',
      updatedBy: 'u1',
      payload: { bookingRef: 'BK-MINE' },
    });
    expect(baseOf(parked)).toEqual({
      updated: '2026-03-01 10:00:00.000Z',
      values: { bookingRef: 'BK-OLD' },
    });
  });
});
