import { describe, expect, it } from 'vitest';
import { RawJson, rawJsonOf, stringifyRecord } from './raw-json.ts';

describe('stringifyRecord', () => {
  it.each([
    ['plain values', { id: 'a', n: 1, ok: true, none: null, text: 'x"y' }],
    ['undefined and function values left out', { a: undefined, b: 'kept', c: () => 1 }],
    ['nested values', { list: [1, { b: 2 }], obj: { c: 'ñ' } }],
    ['an empty record', {}],
  ])('writes %s as JSON.stringify does', (_name, item) => {
    expect(stringifyRecord(item as Record<string, unknown>)).toBe(JSON.stringify(item));
  });

  it('writes a RawJson value as its stored text, in key order', () => {
    const stored = JSON.stringify({ containers: [{ number: 'MSCU1234565' }], note: 'a"b' });
    const item = { id: 'a', payload: new RawJson(stored), z: 1 };
    const written = stringifyRecord(item);
    expect(written).toBe(JSON.stringify({ id: 'a', payload: JSON.parse(stored), z: 1 }));
  });
});

describe('rawJsonOf', () => {
  it.each([
    ['{"a":1}', true],
    ['[1,2]', true],
    ['"text"', true],
    ['-1.5', true],
    ['null', true],
    ['true', true],
    ['not json', false],
    ['', false],
    [null, false],
    [12, false],
  ])('%j passes through as stored: %s', (stored, passes) => {
    expect(rawJsonOf(stored) instanceof RawJson).toBe(passes);
  });
});
