import { describe, expect, it } from 'vitest';
import { sameFieldValue } from './same-field-value.ts';

describe('sameFieldValue', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['same text', 'Maersk', 'Maersk', true],
    ['different text', 'Maersk', 'MSC', false],
    ['text is case sensitive', 'maersk', 'Maersk', false],
    ['missing and null', undefined, null, true],
    ['null and blank', null, '', true],
    ['blank and empty list', '', [], true],
    ['blank and a space', '', ' ', false],
    ['zero and blank', 0, '', false],
    ['false and blank', false, '', false],
    ['numbers', 12.5, 12.5, true],
    ['number and numeric text', 5, '5', false],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    [
      'server and browser date layouts',
      '2026-03-10 14:00:00.000Z',
      '2026-03-10T14:00:00.000Z',
      true,
    ],
    ['date with offset', '2026-03-10T08:00:00-06:00', '2026-03-10T14:00:00.000Z', true],
    ['different instants', '2026-03-10 14:00:00.000Z', '2026-03-10T14:00:01.000Z', false],
    [
      'an impossible date is only equal to itself',
      '2026-02-30 10:00:00.000Z',
      '2026-03-02 10:00:00.000Z',
      false,
    ],
    ['objects, key order ignored', { a: 1, b: [1, 2] }, { b: [1, 2], a: 1 }, true],
    ['a missing key equals an empty one', { a: 1, b: '' }, { a: 1 }, true],
    ['nested difference', { a: { b: 1 } }, { a: { b: 2 } }, false],
    ['array order matters', [1, 2], [2, 1], false],
    ['array length', [1], [1, 1], false],
    ['array and object', [], {}, false],
    ['list items compared deeply', [{ id: 'a', n: 'X' }], [{ id: 'a', n: 'Y' }], false],
  ])('%s', (_name, a, b, expected) => {
    expect(sameFieldValue(a, b)).toBe(expected);
    expect(sameFieldValue(b, a)).toBe(expected);
  });
});
