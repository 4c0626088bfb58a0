import { describe, expect, it } from 'vitest';
import { digestDay, digestSections, nextDigestAt, type DigestItem } from './daily-digest.ts';

// 2026-12-07 is a Monday; 08:00 business time (UTC−6) is 14:00 UTC.
describe('digestDay', () => {
  it.each([
    ['Monday 07:59', '2026-12-07T13:59:59Z', null],
    ['Monday 08:00', '2026-12-07T14:00:00Z', '2026-12-07'],
    ['Monday 11:59', '2026-12-07T17:59:59Z', '2026-12-07'],
    ['Monday noon: too late', '2026-12-07T18:00:00Z', null],
    ['Friday 09:00', '2026-12-11T15:00:00Z', '2026-12-11'],
    ['Saturday 09:00', '2026-12-12T15:00:00Z', null],
    ['Sunday 09:00', '2026-12-13T15:00:00Z', null],
    ['Tuesday 01:00 UTC is still Monday evening', '2026-12-08T01:00:00Z', null],
    ['New Year on a Friday', '2027-01-01T14:30:00Z', '2027-01-01'],
  ])('%s', (_name, now, day) => {
    expect(digestDay(new Date(now))).toBe(day);
  });
});

describe('nextDigestAt', () => {
  it.each([
    ['Monday early: that morning', '2026-12-07T10:00:00Z', '2026-12-07T14:00:00.000Z'],
    ['Monday 09:00: now', '2026-12-07T15:00:00Z', '2026-12-07T15:00:00.000Z'],
    ['Monday afternoon: Tuesday', '2026-12-07T20:00:00Z', '2026-12-08T14:00:00.000Z'],
    ['Friday afternoon: Monday', '2026-12-11T19:00:00Z', '2026-12-14T14:00:00.000Z'],
    ['Saturday: Monday', '2026-12-12T15:00:00Z', '2026-12-14T14:00:00.000Z'],
    ['Sunday 23:00 business time: Monday', '2026-12-14T05:00:00Z', '2026-12-14T14:00:00.000Z'],
  ])('%s', (_name, now, next) => {
    expect(nextDigestAt(new Date(now)).toISOString()).toBe(next);
  });
});

const item = (id: string, priority: DigestItem['priority'], dueAt: string): DigestItem => ({
  shipmentId: id,
  mode: 'ocean',
  code: id.toUpperCase(),
  reference: '',
  milestone: 'delivery',
  priority,
  dueAt,
});

describe('digestSections', () => {
  it('groups by priority, urgent first, each oldest first, leaving empty ones out', () => {
    const sections = digestSections([
      item('a', 'low', '2026-12-06T10:00:00Z'),
      item('b', 'urgent', '2026-12-02T10:00:00Z'),
      item('c', 'urgent', '2026-12-01T10:00:00Z'),
      item('d', 'normal', '2026-12-05T10:00:00Z'),
    ]);
    expect(sections.map((s) => [s.priority, s.items.map((i) => i.shipmentId)])).toEqual([
      ['urgent', ['c', 'b']],
      ['normal', ['d']],
      ['low', ['a']],
    ]);
  });

  it('is empty when nothing is overdue', () => {
    expect(digestSections([])).toEqual([]);
  });
});
