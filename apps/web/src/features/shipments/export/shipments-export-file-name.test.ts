import { describe, expect, it } from 'vitest';
import { shipmentsExportFileName } from './shipments-export-file-name.ts';

describe('shipmentsExportFileName', () => {
  it.each([
    ['ocean', '2026-03-10T18:45:00Z', 'shipments_ocean_2026-03-10_12-45.xlsx'],
    ['air', '2026-01-01T05:30:00Z', 'shipments_air_2025-12-31_23-30.xlsx'],
    ['land', '2026-07-04T16:09:59Z', 'shipments_land_2026-07-04_10-09.xlsx'],
  ] as const)('%s at %s', (mode, now, expected) => {
    expect(shipmentsExportFileName(mode, new Date(now))).toBe(expected);
  });
});
