import { describe, expect, it } from 'vitest';
import { catalogueDefault } from './catalogue-default.ts';
import { catalogueEn } from './catalogue-en.ts';
import { catalogueEsMx } from './catalogue-es-mx.ts';
import { catalogueLeaves, isPublicSiteKey } from '../test/catalogue-leaves.ts';

// The two chosen languages against the default catalogue (issue 20, docs/decisions/058).
const defaults = catalogueLeaves(catalogueDefault);
const spanish = catalogueLeaves(catalogueEsMx);
const english = catalogueLeaves(catalogueEn);

/**
 * Texts that read the same in Spanish and English: codes, abbreviations, names and words both
 * languages use. A key whose text is one of these may be identical in both.
 */
const SAME_IN_BOTH = new Set<string>([
  // Names: the product, its plans, a messenger.
  'Rumbo',
  'Gold',
  'Silver',
  'Enterprise',
  'WhatsApp',
  // Codes and abbreviations a Mexican operations team says in English too.
  'Incoterm',
  'RFC',
  'BL',
  'HBL',
  'AWB',
  'HAWB',
  'ULD',
  'ULD {{number}}',
  'TEU',
  'BAF',
  'ETD',
  'ATD',
  'ETA',
  'ATA',
  'W/M',
  '{{count}} min',
  '{{count}} h',
  '{{count}} d',
  '{{weight}} kg',
  // Words spelled the same in both languages.
  'Normal',
  'Plan',
  'No',
  'Demo',
  'Total',
]);

/** Keys identical in both on purpose, whatever their text. */
const SAME_KEYS = new Set<string>([
  // A mail to the Rumbo team, who read Spanish (docs/decisions/058).
  'membership.renew.subject',
  // Each language is named in itself.
  'language.names.es',
  'language.names.en',
]);

/** A text that is only placeholders and signs ('{{start}} – {{end}}', '—') has no language. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('the Spanish and English catalogues', () => {
  it('have exactly the default catalogue’s keys', () => {
    expect([...spanish.keys()].sort()).toEqual([...defaults.keys()].sort());
    expect([...english.keys()].sort()).toEqual([...defaults.keys()].sort());
  });

  it('have no empty text', () => {
    for (const language of [spanish, english])
      expect([...language].filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it('keep every placeholder of the default text', () => {
    const differing = (language: Map<string, string>) =>
      [...defaults]
        .filter(([key, text]) => {
          const own = placeholders(language.get(key) ?? '');
          return JSON.stringify(own) !== JSON.stringify(placeholders(text));
        })
        .map(([key]) => key);
    expect(differing(spanish)).toEqual([]);
    expect(differing(english)).toEqual([]);
  });

  it('say every text of the signed-in app differently, outside the allow-list', () => {
    const identical = [...spanish]
      .filter(([key]) => !isPublicSiteKey(key) && !SAME_KEYS.has(key))
      .filter(([key, text]) => english.get(key) === text && hasWords(text))
      .filter(([, text]) => !SAME_IN_BOTH.has(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(identical).toEqual([]);
  });

  it('leave the public site as it is, the forwarder’s Spanish website', () => {
    for (const language of [spanish, english])
      for (const [key, text] of defaults)
        if (isPublicSiteKey(key)) expect(language.get(key)).toBe(text);
  });
});
