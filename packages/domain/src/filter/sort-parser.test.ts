import { describe, expect, it } from 'vitest';
import { FilterSyntaxError } from './filter-syntax-error.ts';
import { parseSort } from './sort-parser.ts';

const show = (input: string) =>
  parseSort(input).map((item) => `${item.field.name} ${item.direction}`);

describe('parseSort', () => {
  it.each([
    ['', []],
    ['created', ['created ASC']],
    ['-created', ['created DESC']],
    ['+created', ['created ASC']],
    ['-created,title,+id,@random', ['created DESC', 'title ASC', 'id ASC', '@random ASC']],
    [' -created , title ', ['created DESC', 'title ASC']],
    ['author.name', ['author.name ASC']],
    ['-meta.a.0', ['meta.a.0 DESC']],
    ['tags:length', ['tags:length ASC']],
    ['@request.query.x', ['@request.query.x ASC']],
  ])('parses %j', (input, expected) => {
    expect(show(input)).toEqual(expected);
  });

  it('splits modifiers off the field path', () => {
    expect(parseSort('-tags:length')).toEqual([
      {
        field: { kind: 'identifier', name: 'tags:length', path: ['tags'], modifier: 'length' },
        direction: 'DESC',
      },
    ]);
  });

  it.each([
    ['title,', 'empty sort field at position 6'],
    [',title', 'empty sort field at position 0'],
    ['-', 'empty sort field at position 0'],
    ['  ', 'empty sort field at position 2'],
    ['title desc', 'invalid sort field "title desc" at position 0'],
    ["'title'", 'invalid sort field "\'title\'" at position 0'],
    ['123', 'invalid sort field "123" at position 0'],
    ['--title', 'invalid sort field "-title" at position 0'],
    ['a, b.', 'invalid sort field "b." at position 3'],
    [
      'title:lower',
      'unknown modifier ":lower" in "title:lower" at position 0 (expected :isset, :length or :each)',
    ],
  ])('rejects %j', (input, message) => {
    let error: unknown;
    try {
      parseSort(input);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(FilterSyntaxError);
    expect((error as Error).message).toBe(message);
  });
});
