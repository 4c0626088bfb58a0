import { describe, expect, it } from 'vitest';
import { localeOfLanguage, userLanguageOf } from './user-languages.ts';

describe('userLanguageOf', () => {
  it.each([
    ['es', 'es'],
    ['en', 'en'],
    ['', null],
    ['ES', null],
    ['fr', null],
    [null, null],
    [undefined, null],
    [1, null],
  ])('%j → %j', (stored, language) => {
    expect(userLanguageOf(stored)).toBe(language);
  });
});

describe('localeOfLanguage', () => {
  it.each([
    ['es', 'es-MX'],
    ['en', 'en-US'],
    [null, 'en-GB'],
  ] as const)('%j → %s', (language, locale) => {
    expect(localeOfLanguage(language)).toBe(locale);
  });
});
