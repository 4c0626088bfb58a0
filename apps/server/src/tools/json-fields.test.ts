import { describe, expect, it } from 'vitest';
import { FieldsSyntaxError, projectFields } from './json-fields.ts';

const record = {
  id: 'a',
  title: 'Hola',
  meta: { a: 1, b: 2 },
  expand: { author: { id: 'u', name: 'Ana', email: 'x' } },
};

describe('projectFields', () => {
  it.each([
    ['id,title', { id: 'a', title: 'Hola' }],
    ['meta.a', { meta: { a: 1 } }],
    ['id,expand.author.name', { id: 'a', expand: { author: { name: 'Ana' } } }],
    ['*,expand.author.id', { ...record, expand: { author: { id: 'u' } } }],
    ['missing', {}],
    ['', record],
  ])('keeps %j', (fields, expected) => {
    expect(projectFields(record, fields)).toEqual(expected);
  });

  it('projects each item of a list but keeps the pagination keys', () => {
    const list = { page: 1, perPage: 30, totalItems: 1, totalPages: 1, items: [record] };
    expect(projectFields(list, 'id')).toEqual({ ...list, items: [{ id: 'a' }] });
  });

  it('applies every element of an array', () => {
    expect(projectFields([{ id: 1, x: 2 }, { id: 3 }], 'id')).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it.each([
    ['title:excerpt(3)', { title: 'Hol' }],
    ['title:excerpt(3,true)', { title: 'Hol...' }],
    ['title:excerpt(10)', { title: 'Hola' }],
  ])('applies the excerpt modifier %s', (fields, expected) => {
    expect(projectFields(record, fields)).toEqual(expected);
  });

  it('strips markup and collapses white space in excerpts', () => {
    expect(projectFields({ body: '<p>Uno</p>\n\n<b>dos</b>' }, 'body:excerpt(20)')).toEqual({
      body: 'Uno dos',
    });
  });

  it.each([['title:upper(2)'], ['title:excerpt(0)'], ['title:excerpt(x)']])(
    'rejects %s',
    (fields) => {
      expect(() => projectFields(record, fields)).toThrow(FieldsSyntaxError);
    },
  );
});
