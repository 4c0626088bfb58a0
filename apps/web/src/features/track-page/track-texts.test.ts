import { describe, expect, it } from 'vitest';
import { tokenOfPath } from '#data/public-tracking/read-public-tracking.ts';
import { durationText, TRACK_TEXTS, trackLanguage } from './track-texts.ts';
import { placeTime, zoneText } from './track-time.ts';

describe('trackLanguage', () => {
  it.each([
    [null, ['es-MX', 'en'], 'es'],
    [null, ['en-US', 'es'], 'en'],
    [null, ['fr-FR', 'en-GB'], 'en'],
    [null, ['fr-FR', 'de'], 'es'],
    [null, [], 'es'],
    ['en', ['es-MX'], 'en'],
    ['es', ['en-US'], 'es'],
    ['de', ['en-US'], 'en'],
  ] as const)('stored %s with browser %j reads %s', (stored, browser, expected) => {
    expect(trackLanguage(stored, browser)).toBe(expected);
  });
});

describe('durationText', () => {
  it.each([
    ['es', 1, '1 minuto'],
    ['es', 59, '59 minutos'],
    ['es', 60, '1 hora'],
    ['en', 47 * 60, '47 hours'],
    ['en', 48 * 60, '2 days'],
    ['en', 1, '1 minute'],
  ] as const)('%s %i minutes read "%s"', (language, minutes, expected) => {
    expect(durationText(TRACK_TEXTS[language], minutes)).toBe(expected);
  });

  it('gives both languages a text for every milestone', () => {
    expect(Object.keys(TRACK_TEXTS.en.milestones).sort()).toEqual(
      Object.keys(TRACK_TEXTS.es.milestones).sort(),
    );
  });
});

describe('placeTime and zoneText', () => {
  it.each([
    ['2026-03-03T16:30:00.000Z', 'Asia/Shanghai', true, 'Shanghai, UTC+8', /Mar 4, 2026, 00:30/],
    ['2026-03-03T16:30:00.000Z', 'America/Mexico_City', false, 'UTC−6', /3.*2026.*10:30/],
    ['2026-07-03T16:30:00.000Z', 'Europe/Amsterdam', true, 'Amsterdam, UTC+2', /3.*2026.*18:30/],
  ])('%s in %s reads in that place', (iso, zone, isKnown, label, time) => {
    expect(zoneText(iso, { zone, isKnown })).toBe(label);
    expect(placeTime(iso, zone, 'en')).toMatch(time);
  });

  it('reads nothing of an unreadable time', () => {
    expect(placeTime('', 'UTC', 'es')).toBe('');
  });
});

describe('tokenOfPath', () => {
  it.each([
    ['/t/abcDEF_-123', 'abcDEF_-123'],
    ['/t/abc/', 'abc'],
    ['/t/', ''],
    ['/t/a/b', ''],
    ['/dashboard', ''],
  ])('%s holds token "%s"', (path, token) => {
    expect(tokenOfPath(path)).toBe(token);
  });
});
