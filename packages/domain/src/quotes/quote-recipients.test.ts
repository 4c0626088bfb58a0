import { describe, expect, it } from 'vitest';
import { quoteRecipientIds, quoteRecipients } from './quote-recipients.ts';

const PARTNER = {
  contacts: [
    { id: 'c1', nombre: 'Lucía Robles', email: 'lucia@bajio.mx', language: 'es' },
    { id: 'c2', nombre: 'Tom Hale', email: ' tom@hale.com ', language: 'en' },
    { id: 'c3', nombre: 'Sin correo', email: '' },
    { id: 'c4', nombre: 'Mal escrito', email: 'compras@bajio' },
    { id: 'c5', nombre: 'Lucía (copia)', email: 'LUCIA@bajio.mx' },
    { id: 'c6', nombre: 'Sin idioma', email: 'ana@bajio.mx' },
  ],
};

describe('quoteRecipientIds', () => {
  it.each([
    [undefined, []],
    ['c1', []],
    [
      ['c1', 'c1', ' c2 ', '', 3, null],
      ['c1', 'c2'],
    ],
  ])('%j → %j', (value, expected) => expect(quoteRecipientIds(value)).toEqual(expected));
});

describe('quoteRecipients', () => {
  it.each([
    {
      case: 'each picked contact, in its own language',
      picked: ['c1', 'c2'],
      emails: ['lucia@bajio.mx:es', 'tom@hale.com:en'],
      problems: [],
    },
    {
      case: 'a contact without a language hears Spanish',
      picked: ['c6'],
      emails: ['ana@bajio.mx:es'],
      problems: [],
    },
    {
      case: 'one address once, whatever its case',
      picked: ['c1', 'c5'],
      emails: ['lucia@bajio.mx:es'],
      problems: [],
    },
    {
      case: 'no address or an undeliverable one is a problem',
      picked: ['c3', 'c4'],
      emails: [],
      problems: ['c3:noAddress', 'c4:noAddress'],
    },
    {
      case: 'a contact the partner does not have is a problem',
      picked: ['gone', 'c1'],
      emails: ['lucia@bajio.mx:es'],
      problems: ['gone:unknown'],
    },
    { case: 'nobody picked: nobody', picked: [], emails: [], problems: [] },
  ])('$case', ({ picked, emails, problems }) => {
    const result = quoteRecipients('partner1', PARTNER, picked);
    expect(result.recipients.map((r) => `${r.email}:${r.language}`)).toEqual(emails);
    expect(result.problems.map((p) => `${p.contact}:${p.code}`)).toEqual(problems);
    expect(result.recipients.every((r) => r.partner === 'partner1')).toBe(true);
  });

  it('a partner that is gone has none of the picked contacts', () => {
    expect(quoteRecipients('x', null, ['c1']).problems).toEqual([
      { contact: 'c1', code: 'unknown' },
    ]);
  });
});
