import { describe, expect, it } from 'vitest';
import { binItemKind, restoredRecordLink } from './bin-item-kind.ts';

describe('binItemKind', () => {
  it.each([
    ['shipments_ocean', 'ocean'],
    ['shipments_air', 'air'],
    ['shipments_land', 'land'],
    ['partners', 'partner'],
    ['tariffs', 'tariff'],
    ['shipments_rail', 'other'],
    ['companies', 'other'],
    ['', 'other'],
  ])('names %s as %s', (collection, kind) => {
    expect(binItemKind(collection)).toBe(kind);
  });
});

describe('restoredRecordLink', () => {
  it('opens a shipment in its mode screen and a partner in its drawer', () => {
    expect(restoredRecordLink('shipments_air', 'abc123')).toBe(
      '/dashboard/shipments/air?open=abc123',
    );
    expect(restoredRecordLink('partners', 'p1')).toBe('/dashboard/partners?open=p1');
  });

  it('sends a tariff line to the tariffs screen, and knows no link for anything else', () => {
    expect(restoredRecordLink('tariffs', 't1')).toBe('/dashboard/rcm');
    expect(restoredRecordLink('companies', 'c1')).toBeNull();
  });
});
