import { describe, expect, it } from 'vitest';
import { COMPANY_MODULE_IDS, readModuleAccess } from './company-modules.ts';

describe('readModuleAccess', () => {
  it('reads stored entries, defaulting enabled to true and dates to blank', () => {
    const stored = [
      { moduleId: 'shipments', enabled: true, startAt: '2026-01-01T00:00:00.000Z', endAt: '' },
      { moduleId: ' tariffs ', enabled: false },
      { moduleId: 'reports' },
      { moduleId: '', enabled: true },
      { enabled: true },
      'tracking',
      null,
    ];
    expect(readModuleAccess(stored)).toEqual([
      { moduleId: 'shipments', enabled: true, startAt: '2026-01-01T00:00:00.000Z', endAt: '' },
      { moduleId: 'tariffs', enabled: false, startAt: '', endAt: '' },
      { moduleId: 'reports', enabled: true, startAt: '', endAt: '' },
    ]);
  });

  it('accepts start and end as the date keys too', () => {
    expect(
      readModuleAccess([{ moduleId: 'tracking', start: '2026-02-01', end: '2026-03-01' }]),
    ).toEqual([
      { moduleId: 'tracking', enabled: true, startAt: '2026-02-01', endAt: '2026-03-01' },
    ]);
  });

  it.each([[null], [undefined], ['[]'], [{}]])('reads %j as no entries', (value) => {
    expect(readModuleAccess(value)).toEqual([]);
  });

  it('names the product modules', () => {
    expect(COMPANY_MODULE_IDS).toEqual(
      expect.arrayContaining(['shipments', 'partners', 'reports', 'tariffs', 'tracking']),
    );
  });
});
