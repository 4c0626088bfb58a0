import { describe, expect, it } from 'vitest';
import type { FieldType, SchemaField } from '@rumbo/domain';
import { multipartRecordData } from './multipart-values.ts';

const field = (name: string, type: FieldType): SchemaField => ({
  system: false,
  id: `f_${name}`,
  name,
  type,
  required: false,
  presentable: false,
  unique: false,
  options: {},
});

describe('multipartRecordData', () => {
  const schema = [field('title', 'text'), field('tags', 'select'), field('owner', 'relation')];

  it('keeps the first of a repeated key for one-value fields and the list for the others', () => {
    const data = { title: ['uno', 'dos'], tags: ['a', 'b'], owner: ['x', 'y'], extra: ['1', '2'] };
    expect(multipartRecordData(schema, data)).toEqual({
      title: 'uno',
      tags: ['a', 'b'],
      owner: ['x', 'y'],
      extra: ['1', '2'],
    });
  });

  it('leaves single values and non-text lists alone', () => {
    expect(multipartRecordData(schema, { title: 'uno', tags: 'a' })).toEqual({
      title: 'uno',
      tags: 'a',
    });
    expect(multipartRecordData(schema, { title: [{ a: 1 }] })).toEqual({ title: [{ a: 1 }] });
  });
});
