import { describe, expect, it } from 'vitest';
import type { FieldType, SchemaField } from '@rumbo/domain';
import { coerceFieldValue, isBlank, zeroValue } from './field-values.ts';

function field(type: FieldType, options: Record<string, unknown> = {}): SchemaField {
  return {
    system: false,
    id: `f_${type}`,
    name: type,
    type,
    required: false,
    presentable: false,
    unique: false,
    options,
  };
}

const ok = (value: unknown) => ({ value });
const code = (result: ReturnType<typeof coerceFieldValue>) =>
  'error' in result ? result.error.code : null;

describe('coerceFieldValue', () => {
  it.each([
    [field('text'), 'hola', ok('hola')],
    [field('text'), 12, ok('12')],
    [field('text'), null, ok('')],
    [field('number'), '12.5', ok(12.5)],
    [field('number'), 3, ok(3)],
    [field('number'), '', ok(0)],
    [field('bool'), 'true', ok(true)],
    [field('bool'), 0, ok(false)],
    [field('bool'), false, ok(false)],
    [field('date'), '2026-03-10T08:00:00Z', ok('2026-03-10 08:00:00.000Z')],
    [field('date'), '', ok('')],
    [field('json'), { a: [1] }, ok({ a: [1] })],
    [field('json'), undefined, ok(null)],
    [field('select', { maxSelect: 1, values: ['a', 'b'] }), 'b', ok('b')],
    [field('select', { maxSelect: 1, values: ['a', 'b'] }), ['a', 'b'], ok('b')],
    [field('select', { maxSelect: 2, values: ['a', 'b'] }), ['a', 'a', 'b'], ok(['a', 'b'])],
    [field('relation', { maxSelect: 1 }), 'abc', ok('abc')],
    [field('relation', { maxSelect: null }), 'abc', ok(['abc'])],
    [field('email'), 'ana@golfo.test', ok('ana@golfo.test')],
    [field('url'), 'https://rumbo.test/x', ok('https://rumbo.test/x')],
  ])('accepts %o ← %j', (schemaField, input, expected) => {
    expect(coerceFieldValue(schemaField, input)).toEqual(expected);
  });

  it.each([
    [field('number'), { n: 1 }, 'validation_nan'],
    [field('number'), 'doce', 'validation_nan'],
    [field('number', { noDecimal: true }), 1.5, 'validation_no_decimal_constraint'],
    [field('number', { min: 0 }), -1, 'validation_min_number_constraint'],
    [field('number', { max: 10 }), 11, 'validation_max_number_constraint'],
    [field('bool'), 'maybe', 'validation_invalid_value'],
    [field('date'), 'not a date', 'validation_invalid_date'],
    [field('text'), { a: 1 }, 'validation_invalid_value'],
    [field('text', { max: 3 }), 'cuatro', 'validation_max_text_constraint'],
    [field('text', { min: 3 }), 'ab', 'validation_min_text_constraint'],
    [field('text', { pattern: '^[A-Z]{3}$' }), 'mxn', 'validation_invalid_format'],
    [field('email'), 'not-an-email', 'validation_is_email'],
    [field('url'), 'ftp://x', 'validation_is_url'],
    [field('select', { maxSelect: 1, values: ['a'] }), 'z', 'validation_invalid_value'],
    [
      field('select', { maxSelect: 2, values: ['a', 'b', 'c'] }),
      ['a', 'b', 'c'],
      'validation_too_many_values',
    ],
    [field('relation', { maxSelect: 5 }), [{ id: 'x' }], 'validation_invalid_value'],
    [field('json', { maxSize: 10 }), { long: 'abcdefghij' }, 'validation_json_size_limit'],
  ])('refuses %o ← %j with %s', (schemaField, input, expected) => {
    expect(code(coerceFieldValue(schemaField, input))).toBe(expected);
  });
});

describe('zeroValue and isBlank', () => {
  it.each([
    [field('text'), ''],
    [field('number'), 0],
    [field('bool'), false],
    [field('json'), null],
    [field('relation', { maxSelect: null }), []],
  ])('zero of %o is %j and blank', (schemaField, zero) => {
    expect(zeroValue(schemaField)).toEqual(zero);
    expect(isBlank(schemaField, zero)).toBe(true);
  });

  it('treats an empty JSON object as blank and a filled one as not', () => {
    expect(isBlank(field('json'), {})).toBe(true);
    expect(isBlank(field('json'), { a: 1 })).toBe(false);
  });
});

describe('text values, as multipart forms send them', () => {
  const tags = field('select', { maxSelect: 3, values: ['a', 'b'] });
  const partners = field('relation', { maxSelect: null });

  it.each([
    ['{"a": [1]}', { a: [1] }],
    ['[1, 2]', [1, 2]],
    ['-3.5', -3.5],
    ['"citado"', 'citado'],
    ['true', true],
    ['null', null],
    ['', ''],
    ['hola', 'hola'],
    [' {"a": 1}', ' {"a": 1}'],
    ['{"a":', '{"a":'],
  ])('json field: %j', (sent, stored) => {
    expect(coerceFieldValue(field('json'), sent)).toEqual(ok(stored));
  });

  it('reads a JSON array of strings as the list of a select or relation field', () => {
    expect(coerceFieldValue(tags, '["a","b"]')).toEqual(ok(['a', 'b']));
    expect(coerceFieldValue(partners, '["x1","x2"]')).toEqual(ok(['x1', 'x2']));
    expect(coerceFieldValue(field('select', { values: ['a', 'b'] }), '["a","b"]')).toEqual(ok('b'));
    expect(coerceFieldValue(partners, '[1, 2]')).toEqual(ok(['[1, 2]']));
    expect(code(coerceFieldValue(tags, '["a","z"]'))).toBe('validation_invalid_value');
  });

  it('reads the boolean spellings of Go’s ParseBool', () => {
    expect(coerceFieldValue(field('bool'), 't')).toEqual(ok(true));
    expect(coerceFieldValue(field('bool'), 'F')).toEqual(ok(false));
    expect(code(coerceFieldValue(field('bool'), 'on'))).toBe('validation_invalid_value');
  });
});
