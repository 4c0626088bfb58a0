import { describe, expect, it } from 'vitest';
import {
  isInWorkingSet,
  recordsToEvict,
  workingSetCutoff,
  workingSetFilter,
  type WorkingSetRecord,
} from './working-set-rules.ts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const CUTOFF = workingSetCutoff(NOW);

describe('workingSetCutoff', () => {
  it('is 90 days back, in the server layout', () => {
    expect(CUTOFF).toBe('2026-08-29 12:00:00.000Z');
  });
});

describe('workingSetFilter', () => {
  it.each([
    [null, '(isOpen = true || created >= "2026-08-29 12:00:00.000Z")'],
    [
      '2026-11-27 10:00:00.000Z',
      '(isOpen = true || created >= "2026-08-29 12:00:00.000Z") && updated >= "2026-11-27 10:00:00.000Z"',
    ],
  ])('since %s', (since, filter) => {
    expect(workingSetFilter(CUTOFF, since)).toBe(filter);
  });
});

const old = '2026-01-10 08:00:00.000Z';
const recent = '2026-11-01 08:00:00.000Z';

describe('isInWorkingSet', () => {
  it.each<[string, WorkingSetRecord, boolean]>([
    ['open and old', { id: 'a', created: old, status: 'En tránsito' }, true],
    ['closed and recent', { id: 'a', created: recent, status: 'Cerrado' }, true],
    ['closed and old', { id: 'a', created: old, status: 'Cerrado' }, false],
    ['cancelled ocean and old', { id: 'a', created: old, operationalStatus: 'Cancelado' }, false],
    ['finished and old', { id: 'a', created: old, status: 'Finished' }, false],
    ['finished and recent', { id: 'a', created: recent, status: 'Finished' }, true],
    ['closed, ISO creation time, recent', { id: 'a', created: '2026-11-01T08:00:00.000Z', status: 'cerrada' }, true],
    ['closed without a creation time', { id: 'a', status: 'Cerrado' }, true],
  ])('%s', (_name, record, expected) => {
    expect(isInWorkingSet(record, CUTOFF)).toBe(expected);
  });
});

describe('recordsToEvict', () => {
  const records: WorkingSetRecord[] = [
    { id: 'open', created: old, status: 'En tránsito' },
    { id: 'closedOld', created: old, status: 'Cerrado' },
    { id: 'closedOldPinned', created: old, status: 'Cerrado' },
    { id: 'closedOldQueued', created: old, status: 'Cerrado' },
    { id: 'recent', created: recent, status: 'Cerrado' },
  ];
  const base = {
    cutoff: CUTOFF,
    pinned: new Set(['closedOldPinned']),
    queued: new Set(['closedOldQueued']),
  };

  it('evicts what left the set, keeping pinned and queued records', () => {
    expect(recordsToEvict(records, { ...base, serverIds: null })).toEqual(['closedOld']);
  });

  it('evicts records of the set the server no longer lists, but never queued ones', () => {
    const serverIds = new Set(['open']);
    expect(recordsToEvict(records, { ...base, serverIds })).toEqual(['closedOld', 'recent']);
    expect(
      recordsToEvict([{ id: 'q', created: recent, status: '' }], {
        ...base,
        queued: new Set(['q']),
        serverIds,
      }),
    ).toEqual([]);
  });

  it('keeps a pinned record outside the set although the server does not list it in the set', () => {
    expect(recordsToEvict(records, { ...base, serverIds: new Set(['open', 'recent']) })).toEqual([
      'closedOld',
    ]);
  });
});
