import { FILTER_OPERATORS } from './filter-ast.ts';
import { FilterSyntaxError } from './filter-syntax-error.ts';

export type FilterTokenType =
  'identifier' | 'number' | 'text' | 'operator' | 'join' | 'open' | 'close';

/** One lexical token; `value` of a text token is already unquoted and unescaped. */
export type FilterToken = { type: FilterTokenType; value: string; position: number };

type Scan = { token: FilterToken | null; end: number };
type Scanner = (input: string, start: number) => Scan;

const IDENTIFIER_START = /[A-Za-z_@#]/;
const IDENTIFIER_PART = /[A-Za-z0-9_@#.:]/;
// Same shape fexpr accepts: optional sigil, then word characters, dots and colons, ending in a word character.
const IDENTIFIER_SHAPE = /^[@#_]?[\w.:]*\w+$/;
const NUMBER_START = /[-0-9]/;
const NUMBER_PART = /[0-9.]/;
// A trailing dot ("12.") is rejected on purpose, like fexpr does.
const NUMBER_SHAPE = /^-?(\d+(\.\d+)?|\.\d+)$/;
const OPERATOR_PART = /[=?!<>~]/;
const JOIN_PART = /[&|]/;
const OPERATORS: ReadonlySet<string> = new Set(FILTER_OPERATORS);

/**
 * Splits a filter string into tokens. Whitespace is space, tab and `\n` only (a `\r` is an
 * unexpected character, as in PocketBase); `//` starts a comment that runs to the end of the line.
 *
 * @example tokenizeFilter("a = 'x'") // identifier a, operator =, text x
 */
export function tokenizeFilter(input: string): FilterToken[] {
  const tokens: FilterToken[] = [];
  let position = 0;
  while (position < input.length) {
    const char = input[position]!;
    if (char === ' ' || char === '\t' || char === '\n') {
      position += 1;
      continue;
    }
    const scan = scannerFor(char);
    if (!scan) throw unexpectedCharacter(input, position);
    const { token, end } = scan(input, position);
    if (token) tokens.push(token);
    position = end;
  }
  return tokens;
}

function scannerFor(char: string): Scanner | null {
  if (char === '(' || char === ')') return scanParenthesis;
  if (IDENTIFIER_START.test(char)) return scanIdentifier;
  if (NUMBER_START.test(char)) return scanNumber;
  if (char === "'" || char === '"') return scanText;
  if (OPERATOR_PART.test(char)) return scanOperator;
  if (JOIN_PART.test(char)) return scanJoin;
  if (char === '/') return scanComment;
  return null;
}

function scanParenthesis(input: string, start: number): Scan {
  const type = input[start] === '(' ? 'open' : 'close';
  return { token: { type, value: input[start]!, position: start }, end: start + 1 };
}

function scanIdentifier(input: string, start: number): Scan {
  const end = scanWhile(input, start + 1, IDENTIFIER_PART);
  const value = input.slice(start, end);
  if (!IDENTIFIER_SHAPE.test(value)) {
    throw new FilterSyntaxError(`invalid identifier ${quote(value)} at position ${start}`, start);
  }
  return { token: { type: 'identifier', value, position: start }, end };
}

function scanNumber(input: string, start: number): Scan {
  const end = scanWhile(input, start + 1, NUMBER_PART);
  const value = input.slice(start, end);
  if (!NUMBER_SHAPE.test(value)) {
    throw new FilterSyntaxError(`invalid number ${quote(value)} at position ${start}`, start);
  }
  return { token: { type: 'number', value, position: start }, end };
}

/** Only the enclosing quote can be escaped (`'it\'s'`); any other backslash stays as written. */
function scanText(input: string, start: number): Scan {
  const quoteChar = input[start]!;
  for (let index = start + 1; index < input.length; index += 1) {
    if (input[index] === quoteChar && input[index - 1] !== '\\') {
      const raw = input.slice(start + 1, index);
      const value = raw.split(`\\${quoteChar}`).join(quoteChar);
      return { token: { type: 'text', value, position: start }, end: index + 1 };
    }
  }
  throw new FilterSyntaxError(`unterminated quoted text starting at position ${start}`, start);
}

function scanOperator(input: string, start: number): Scan {
  const end = scanWhile(input, start, OPERATOR_PART);
  const value = input.slice(start, end);
  if (!OPERATORS.has(value)) {
    throw new FilterSyntaxError(`invalid operator ${quote(value)} at position ${start}`, start);
  }
  return { token: { type: 'operator', value, position: start }, end };
}

function scanJoin(input: string, start: number): Scan {
  const end = scanWhile(input, start, JOIN_PART);
  const value = input.slice(start, end);
  if (value !== '&&' && value !== '||') {
    const message = `invalid join operator ${quote(value)} at position ${start} (expected && or ||)`;
    throw new FilterSyntaxError(message, start);
  }
  return { token: { type: 'join', value, position: start }, end };
}

function scanComment(input: string, start: number): Scan {
  if (input[start + 1] !== '/') {
    throw new FilterSyntaxError(`invalid comment at position ${start} (expected //)`, start);
  }
  const newline = input.indexOf('\n', start);
  return { token: null, end: newline === -1 ? input.length : newline };
}

function scanWhile(input: string, from: number, pattern: RegExp): number {
  let end = from;
  while (end < input.length && pattern.test(input[end]!)) end += 1;
  return end;
}

function unexpectedCharacter(input: string, position: number): FilterSyntaxError {
  const char = String.fromCodePoint(input.codePointAt(position)!);
  return new FilterSyntaxError(
    `unexpected character ${quote(char)} at position ${position}`,
    position,
  );
}

function quote(text: string): string {
  return JSON.stringify(text);
}
