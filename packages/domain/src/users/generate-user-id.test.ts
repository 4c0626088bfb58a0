import { describe, expect, it } from 'vitest';
import { generateUserId, USER_ID_ATTEMPTS } from './generate-user-id.ts';

/** Deterministic random: cycles through the given values. */
function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length] ?? 0;
}

describe('generateUserId', () => {
  it.each([
    ['six letters of a name', 'Ana López Ruiz', sequence(0), 'ANALOPAAAAAAAAA'],
    ['local part of an email', 'jose.perez@golfo.mx', sequence(0), 'JOSEPEAAAAAAAAA'],
    ['accents removed', 'Ñandú', sequence(0), 'NANDUAAAAAAAAAA'],
    ['digits kept', 'ops2@rumbo.test', sequence(0), 'OPS2AAAAAAAAAAA'],
    ['three-character name', 'Eva', sequence(0), 'EVAAAAAAAAAAAAA'],
    ['short name padded with random', 'Al', sequence(0.99), 'AL9999999999999'],
    ['one character', 'x@y.z', sequence(0.5), 'XSSSSSSSSSSSSSS'],
    ['no usable characters', '@@@', sequence(0), 'AAAAAAAAAAAAAAA'],
    ['empty', '', sequence(0.99), '999999999999999'],
    [
      'random spreads over the alphabet',
      'Golfo Logistics',
      sequence(0, 0.5, 0.99),
      'GOLFOLAS9AS9AS9',
    ],
    ['random of exactly 1 is clamped', 'Golfo', sequence(1), 'GOLFO9999999999'],
    ['negative random is clamped', 'Golfo', sequence(-3), 'GOLFOAAAAAAAAAA'],
    ['NaN random counts as 0', 'Golfo', sequence(Number.NaN), 'GOLFOAAAAAAAAAA'],
  ])('%s', (_name, nameOrEmail, random, expected) => {
    expect(generateUserId({ nameOrEmail, random })).toBe(expected);
  });

  it.each(['Ana', 'super@golfo.test', '', 'Ñ', 'a'.repeat(40)])(
    'always 15 of A–Z0–9 for %j',
    (nameOrEmail) => {
      expect(generateUserId({ nameOrEmail, random: sequence(0.1, 0.7, 0.3) })).toMatch(
        /^[A-Z0-9]{15}$/,
      );
    },
  );

  it('tolerates a non-string name at runtime', () => {
    expect(generateUserId({ nameOrEmail: null as unknown as string, random: sequence(0) })).toBe(
      'A'.repeat(15),
    );
  });

  it('allows 5 attempts', () => {
    expect(USER_ID_ATTEMPTS).toBe(5);
  });
});
