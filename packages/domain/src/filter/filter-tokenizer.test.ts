import { describe, expect, it } from 'vitest';
import { FILTER_OPERATORS } from './filter-ast.ts';
import { FilterSyntaxError } from './filter-syntax-error.ts';
import { tokenizeFilter } from './filter-tokenizer.ts';

const shape = (input: string) => tokenizeFilter(input).map((t) => `${t.type}:${t.value}`);

describe('tokenizeFilter', () => {
  it.each([
    ['a = 1', ['identifier:a', 'operator:=', 'number:1']],
    ['a=1', ['identifier:a', 'operator:=', 'number:1']],
    ['_a.b_c:each', ['identifier:_a.b_c:each']],
    ['@request.auth.id', ['identifier:@request.auth.id']],
    ['@collection.news:n.title', ['identifier:@collection.news:n.title']],
    ['#x', ['identifier:#x']],
    ['a.0.b', ['identifier:a.0.b']],
    ['-14', ['number:-14']],
    ['10.50', ['number:10.50']],
    ['-.5', ['number:-.5']],
    ['007', ['number:007']],
    ["'it\\'s'", ["text:it's"]],
    ['"say \\"hi\\""', ['text:say "hi"']],
    ["'a \\\" b'", ['text:a \\" b']],
    ["'back\\slash'", ['text:back\\slash']],
    ['"it\'s"', ["text:it's"]],
    ["''", ['text:']],
    ["'ünïcödé ✓'", ['text:ünïcödé ✓']],
    ["'a\nb'", ['text:a\nb']],
    ['a && b || c', ['identifier:a', 'join:&&', 'identifier:b', 'join:||', 'identifier:c']],
    ['(a)', ['open:(', 'identifier:a', 'close:)']],
    ["'(not a group)'", ['text:(not a group)']],
    [' \t\n a \n', ['identifier:a']],
    ['a // comment = 1\n= b', ['identifier:a', 'operator:=', 'identifier:b']],
    ['// only a comment', []],
    ['a = 1 // trailing', ['identifier:a', 'operator:=', 'number:1']],
    ['a=-1', ['identifier:a', 'operator:=', 'number:-1']],
    ['', []],
  ])('tokenizes %j', (input, expected) => {
    expect(shape(input)).toEqual(expected);
  });

  it.each(FILTER_OPERATORS.map((op) => [op]))('accepts the operator %s', (op) => {
    expect(shape(`a ${op} b`)).toEqual(['identifier:a', `operator:${op}`, 'identifier:b']);
  });

  it('records the position of each token', () => {
    expect(tokenizeFilter("ab >= 'x'").map((t) => t.position)).toEqual([0, 3, 6]);
  });

  it.each([
    ['a\r= 1', 'unexpected character "\\r" at position 1'],
    ['a = $', 'unexpected character "$" at position 4'],
    ['a = 😀', 'unexpected character "😀" at position 4'],
    ['a. = 1', 'invalid identifier "a." at position 0'],
    ['a: = 1', 'invalid identifier "a:" at position 0'],
    ['a@b = 1', 'invalid identifier "a@b" at position 0'],
    ['@ = 1', 'invalid identifier "@" at position 0'],
    ['a = 1.', 'invalid number "1." at position 4'],
    ['a = 1.2.3', 'invalid number "1.2.3" at position 4'],
    ['a = -', 'invalid number "-" at position 4'],
    ["a = 'open", 'unterminated quoted text starting at position 4'],
    ["a = 'ends with backslash\\'", 'unterminated quoted text starting at position 4'],
    ['a = "mixed\'', 'unterminated quoted text starting at position 4'],
    ['a == 1', 'invalid operator "==" at position 2'],
    ['a =! 1', 'invalid operator "=!" at position 2'],
    ['a ?? 1', 'invalid operator "??" at position 2'],
    ['a ! 1', 'invalid operator "!" at position 2'],
    ['a = 1 & b = 2', 'invalid join operator "&" at position 6 (expected && or ||)'],
    ['a = 1 &| b = 2', 'invalid join operator "&|" at position 6 (expected && or ||)'],
    ['a = 1 ||| b = 2', 'invalid join operator "|||" at position 6 (expected && or ||)'],
    ['a = 1 / x', 'invalid comment at position 6 (expected //)'],
  ])('rejects %j', (input, message) => {
    const error = catchError(() => tokenizeFilter(input));
    expect(error).toBeInstanceOf(FilterSyntaxError);
    expect(error.message).toBe(message);
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
