import { describe, expect, it } from 'vitest';
import { moduleWindows } from './module-windows.ts';

const NOW = '2026-06-15T12:00:00.000Z';

describe('moduleWindows', () => {
  it.each([
    [
      'enabled inside its window',
      {
        moduleId: 'shipments',
        enabled: true,
        startAt: '2026-01-01T00:00:00Z',
        endAt: '2026-12-31T00:00:00Z',
      },
      {
        isOn: true,
        offReason: null,
        startAt: '2026-01-01T00:00:00.000Z',
        endAt: '2026-12-31T00:00:00.000Z',
      },
    ],
    [
      'switched off',
      { moduleId: 'tariffs', enabled: false, startAt: '2026-01-01T00:00:00Z' },
      { isOn: false, offReason: 'disabled', enabled: false },
    ],
    [
      'not started yet',
      { moduleId: 'reports', enabled: true, startAt: '2026-07-01T00:00:00Z' },
      { isOn: false, offReason: 'notStarted' },
    ],
    [
      'ended',
      { moduleId: 'reports', enabled: true, endAt: '2026-06-15T11:59:59Z' },
      { isOn: false, offReason: 'ended' },
    ],
    [
      'no dates: always on',
      { moduleId: 'partners', enabled: true },
      { isOn: true, startAt: null, endAt: null },
    ],
    [
      'start and end spelled without At',
      {
        moduleId: 'partners',
        enabled: true,
        start: '2026-01-01 00:00:00.000Z',
        end: '2026-02-01 00:00:00.000Z',
      },
      { isOn: false, offReason: 'ended', startAt: '2026-01-01T00:00:00.000Z' },
    ],
    [
      'enabled must be true, not truthy',
      { moduleId: 'partners', enabled: 'yes' },
      { offReason: 'disabled' },
    ],
    [
      'unreadable dates are open',
      { moduleId: 'partners', enabled: true, endAt: 'never' },
      { isOn: true, endAt: null },
    ],
    ['id trimmed', { moduleId: ' shipments ', enabled: true }, { moduleId: 'shipments' }],
  ])('%s', (_name, entry, expected) => {
    const [window] = moduleWindows([entry], NOW);
    expect(window).toMatchObject(expected);
  });

  it.each([
    ['not a list', { moduleId: 'x' }],
    ['null', null],
    ['a string', 'shipments'],
  ])('reads %s as no modules', (_name, value) => {
    expect(moduleWindows(value, NOW)).toEqual([]);
  });

  it('skips entries without a module id and keeps the order of the rest', () => {
    const windows = moduleWindows(
      [
        null,
        { enabled: true },
        { moduleId: '' },
        { moduleId: 'b', enabled: true },
        'x',
        { moduleId: 'a' },
      ],
      NOW,
    );
    expect(windows.map((window) => window.moduleId)).toEqual(['b', 'a']);
  });
});
