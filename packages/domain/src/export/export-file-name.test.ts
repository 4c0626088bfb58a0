import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-file-name.ts';

describe('exportFileName', () => {
  it.each([
    [
      'business zone by default',
      'embarques',
      '2026-03-10T18:45:00Z',
      undefined,
      'embarques_2026-03-10_12-45.xls',
    ],
    [
      'year rollover in UTC−6',
      'embarques',
      '2026-01-01T05:30:00Z',
      undefined,
      'embarques_2025-12-31_23-30.xls',
    ],
    ['month end', 'ocean', '2026-03-01T03:00:00Z', undefined, 'ocean_2026-02-28_21-00.xls'],
    ['leap day', 'ocean', '2028-03-01T05:59:00Z', undefined, 'ocean_2028-02-29_23-59.xls'],
    ['UTC when asked', 'air', '2026-01-01T05:30:00Z', 0, 'air_2026-01-01_05-30.xls'],
    ['positive offset', 'air', '2026-01-01T23:30:00Z', 60, 'air_2026-01-02_00-30.xls'],
    [
      'seconds are dropped',
      'land',
      '2026-07-04T10:09:59.999-06:00',
      undefined,
      'land_2026-07-04_10-09.xls',
    ],
    [
      'unsafe characters',
      'a/b:c*?',
      '2026-03-10T18:45:00Z',
      undefined,
      'a_b_c__2026-03-10_12-45.xls',
    ],
    [
      'spaces kept, ends trimmed',
      '  Ocean shipments ',
      '2026-03-10T18:45:00Z',
      undefined,
      'Ocean shipments_2026-03-10_12-45.xls',
    ],
    ['blank name', '   ', '2026-03-10T18:45:00Z', undefined, 'export_2026-03-10_12-45.xls'],
    ['Date input', 'x', new Date('2026-03-10T18:45:00Z'), undefined, 'x_2026-03-10_12-45.xls'],
  ])('%s', (_name, name, now, utcOffsetMinutes, expected) => {
    expect(exportFileName({ name, now, utcOffsetMinutes })).toBe(expected);
  });

  it('throws for a malformed now', () => {
    expect(() => exportFileName({ name: 'x', now: '' })).toThrow(RangeError);
  });
});
