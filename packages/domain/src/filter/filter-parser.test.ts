import { describe, expect, it } from 'vitest';
import {
  baseOperator,
  FILTER_OPERATORS,
  isAnyOperator,
  type FilterNode,
  type FilterOperand,
} from './filter-ast.ts';
import { parseFilter } from './filter-parser.ts';
import { FilterSyntaxError } from './filter-syntax-error.ts';

/** A compact rendering of the tree: comparisons as `l op r`, logical nodes as `AND(…)`/`OR(…)`. */
function show(node: FilterNode): string {
  if (node.kind === 'comparison') {
    return `${operand(node.left)} ${node.operator} ${operand(node.right)}`;
  }
  return `${node.kind.toUpperCase()}(${node.items.map(show).join(', ')})`;
}

function operand(value: FilterOperand): string {
  if (value.kind === 'text') return JSON.stringify(value.value);
  if (value.kind === 'number') return `#${value.value}`;
  return value.modifier ? `${value.path.join('.')}:${value.modifier}` : value.path.join('.');
}

describe('parseFilter', () => {
  it.each([
    ['a = 1', 'a = #1'],
    ["'abc' = title", '"abc" = title'],
    ['title = other_field', 'title = other_field'],
    ['1 < 2', '#1 < #2'],
    ['a = -14.5', 'a = #-14.5'],
    ['a = b && c = d', 'AND(a = b, c = d)'],
    ['a = b || c = d', 'OR(a = b, c = d)'],
    ['a = 1 && b = 2 || c = 3', 'OR(AND(a = #1, b = #2), c = #3)'],
    ['a = 1 || b = 2 && c = 3', 'OR(a = #1, AND(b = #2, c = #3))'],
    ['a = 1 || b = 2 && c = 3 || d = 4', 'OR(a = #1, AND(b = #2, c = #3), d = #4)'],
    ['(a = 1 || b = 2) && c = 3', 'AND(OR(a = #1, b = #2), c = #3)'],
    ['((a = 1))', 'a = #1'],
    ['a = 1 && (b = 2 && (c = 3 || d = 4))', 'AND(a = #1, AND(b = #2, OR(c = #3, d = #4)))'],
    ["(a = ')' && b = '(')", 'AND(a = ")", b = "(")'],
    ['a = 1 // the rest is ignored && b = 2', 'a = #1'],
    ['a = 1 // first\n&& b = 2 // second', 'AND(a = #1, b = #2)'],
    ["@request.auth.id != '' && (status = 'active' || status = 'pending')", ''],
    ['tags:each ~ "pb_%"', 'tags:each ~ "pb_%"'],
    ['@request.data.tags:length <= 3', '@request.data.tags:length <= #3'],
    ['@request.data.role:isset = false', '@request.data.role:isset = false'],
    ['@collection.news:n.title ?= title', '@collection.news:n.title ?= title'],
    ['meta.list.0 = 1', 'meta.list.0 = #1'],
    ['created >= @todayStart', 'created >= @todayStart'],
  ])('parses %j', (input, expected) => {
    const tree = show(parseFilter(input));
    if (expected) expect(tree).toBe(expected);
  });

  it.each(FILTER_OPERATORS.map((op) => [op]))('parses the %s operator', (op) => {
    expect(parseFilter(`a ${op} 'x'`)).toEqual({
      kind: 'comparison',
      left: { kind: 'identifier', name: 'a', path: ['a'], modifier: null },
      operator: op,
      right: { kind: 'text', value: 'x' },
    });
  });

  it('keeps identifier paths, modifiers and aliases', () => {
    const node = parseFilter('@collection.news:n.tags:each ?= 2.50');
    expect(node).toEqual({
      kind: 'comparison',
      left: {
        kind: 'identifier',
        name: '@collection.news:n.tags:each',
        path: ['@collection', 'news:n', 'tags'],
        modifier: 'each',
      },
      operator: '?=',
      right: { kind: 'number', value: 2.5, raw: '2.50' },
    });
  });

  it.each([
    ['', 'empty filter expression'],
    ['   \n\t ', 'empty filter expression'],
    ['// just a comment', 'empty filter expression'],
    ['a', 'incomplete filter expression: expected an operator at position 1'],
    ['a =', 'incomplete filter expression: expected a right operand at position 3'],
    ['a = 1 &&', 'incomplete filter expression: expected an operand or "(" at position 8'],
    ['a = 1 b = 2', 'expected && or ||, got identifier "b" at position 6'],
    ['a = 1 (b = 2)', 'expected && or ||, got "(" at position 6'],
    ['a b', 'expected an operator, got identifier "b" at position 2'],
    ['= 1', 'expected left operand (identifier, text or number), got operator "=" at position 0'],
    [
      'a = = 1',
      'expected right operand (identifier, text or number), got operator "=" at position 4',
    ],
    ['a = (b)', 'expected right operand (identifier, text or number), got "(" at position 4'],
    ['&& a = 1', 'expected left operand (identifier, text or number), got "&&" at position 0'],
    ['()', 'empty parentheses at position 0'],
    ['(a = 1', 'missing ")" for the "(" at position 0 (reached the end)'],
    ['(a = 1 b', 'missing ")" for the "(" at position 0 (got identifier "b" at position 7)'],
    ['a = 1)', 'expected no ")" without a matching "(", got ")" at position 5'],
    ['(a = 1 // comment)', 'missing ")" for the "(" at position 0 (reached the end)'],
    ['a\r\n= 1', 'unexpected character "\\r" at position 1'],
    [
      'title:lower = 1',
      'unknown modifier ":lower" in "title:lower" at position 0 (expected :isset, :length or :each)',
    ],
    ['a:each:length = 1', 'invalid identifier "a:each:length" at position 0'],
    ['a:each.b = 1', 'invalid identifier "a:each.b" at position 0'],
    ['a..b = 1', 'invalid identifier "a..b" at position 0'],
    ['@request.data:x.y = 1', 'invalid identifier "@request.data:x.y" at position 0'],
    [
      'x = @collection.news:n',
      'unknown modifier ":n" in "@collection.news:n" at position 4 (expected :isset, :length or :each)',
    ],
  ])('rejects %j', (input, message) => {
    const error = catchError(() => parseFilter(input));
    expect(error).toBeInstanceOf(FilterSyntaxError);
    expect(error.message).toBe(message);
  });

  it('reports the position of the error', () => {
    const error = catchError(() => parseFilter('a = 1 && b ~~ 2')) as FilterSyntaxError;
    expect(error.position).toBe(11);
  });
});

describe('operator helpers', () => {
  it.each([
    ['=', false, '='],
    ['?=', true, '='],
    ['?!~', true, '!~'],
    ['>=', false, '>='],
  ] as const)('%s is any=%s with base %s', (op, any, base) => {
    expect(isAnyOperator(op)).toBe(any);
    expect(baseOperator(op)).toBe(base);
  });
});

function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected an error');
}
