import { describe, expect, it } from 'vitest';
import {
  businessToday,
  expiryOfDay,
  LABEL_MAX_LENGTH,
  newLinkProblems,
  type NewLinkProblems,
} from './new-link-rules.ts';

// 10 March 2026, 12:00 UTC = 06:00 in business time (UTC−6).
const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('newLinkProblems', () => {
  it('keeps the label the server allows', () => {
    expect(LABEL_MAX_LENGTH).toBe(200);
  });

  it.each<[string, string, string, NewLinkProblems]>([
    ['a label, no expiry', 'Importadora del Bajío', '', {}],
    ['a label, a later day', 'Cliente', '2026-04-01', {}],
    ['today (its end is still to come)', 'Cliente', '2026-03-10', {}],
    ['no label', '', '', { label: 'required' }],
    ['a blank label', '   ', '', { label: 'required' }],
    ['the longest label', 'x'.repeat(200), '', {}],
    ['a label too long', 'x'.repeat(201), '', { label: 'tooLong' }],
    ['200 letters with accents, counted as letters', 'é'.repeat(200), '', {}],
    ['200 emoji, counted as characters', '📦'.repeat(200), '', {}],
    ['spaces around do not count', ` ${'x'.repeat(200)} `, '', {}],
    ['yesterday', 'Cliente', '2026-03-09', { expiresOn: 'past' }],
    ['an impossible day', 'Cliente', '2026-02-30', { expiresOn: 'invalid' }],
    ['not a day', 'Cliente', 'next week', { expiresOn: 'invalid' }],
    ['both wrong', '', '2020-01-01', { label: 'required', expiresOn: 'past' }],
  ])('%s', (_case, label, expiresOn, problems) => {
    expect(newLinkProblems({ label, expiresOn }, NOW)).toEqual(problems);
  });

  it('refuses today once it is over in business time', () => {
    const lateOnTheTenth = new Date('2026-03-11T05:59:59.999Z');
    expect(newLinkProblems({ label: 'x', expiresOn: '2026-03-10' }, lateOnTheTenth)).toEqual({
      expiresOn: 'past',
    });
  });
});

describe('expiryOfDay', () => {
  it.each([
    ['2026-03-31', '2026-04-01 05:59:59.999Z'],
    ['2026-12-31', '2027-01-01 05:59:59.999Z'],
    [' 2026-03-10 ', '2026-03-11 05:59:59.999Z'],
    ['', ''],
    ['2026-02-30', ''],
  ])('%s → %s', (day, stored) => {
    expect(expiryOfDay(day)).toBe(stored);
  });
});

describe('businessToday', () => {
  it.each([
    ['2026-03-10T12:00:00.000Z', '2026-03-10'],
    ['2026-03-10T05:59:59.999Z', '2026-03-09'],
    ['2026-03-10T06:00:00.000Z', '2026-03-10'],
    ['2026-12-31T23:00:00.000Z', '2026-12-31'],
  ])('%s → %s', (now, day) => {
    expect(businessToday(new Date(now))).toBe(day);
  });
});
