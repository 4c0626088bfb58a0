import type { FilterNode, FilterOperand, FilterOperator } from './filter-ast.ts';
import { parseFilterIdentifier } from './filter-identifier.ts';
import { FilterSyntaxError } from './filter-syntax-error.ts';
import { tokenizeFilter, type FilterToken } from './filter-tokenizer.ts';

/**
 * Parses a filter or API rule expression (grammar: `expr := item (join item)*`,
 * `item := operand op operand | "(" expr ")"`) into a tree where `&&` binds tighter than `||`.
 * Throws `FilterSyntaxError` for anything the grammar does not allow, including an empty string.
 *
 * @example parseFilter("status = 'active' || total > 10")
 */
export function parseFilter(input: string): FilterNode {
  const tokens = tokenizeFilter(input);
  if (tokens.length === 0) throw new FilterSyntaxError('empty filter expression', 0);
  const parser = new Parser(tokens, input.length);
  const node = parser.parseOr();
  parser.expectEnd();
  return node;
}

// Limits that keep a hostile filter from exhausting the parser's stack or the database's
// expression depth (SQLite refuses trees deeper than 1000); real filters stay far below them.
export const MAX_FILTER_GROUP_DEPTH = 50;
export const MAX_FILTER_COMPARISONS = 300;

class Parser {
  private index = 0;
  private depth = 0;
  private comparisons = 0;

  constructor(
    private readonly tokens: FilterToken[],
    private readonly inputLength: number,
  ) {}

  parseOr(): FilterNode {
    return this.parseChain('||', 'or', () => this.parseAnd());
  }

  expectEnd(): void {
    const token = this.peek();
    if (!token) return;
    const expected = token.type === 'close' ? 'no ")" without a matching "("' : '&& or ||';
    throw this.error(`expected ${expected}, got ${describe(token)}`, token.position);
  }

  private parseAnd(): FilterNode {
    return this.parseChain('&&', 'and', () => this.parseItem());
  }

  private parseChain(join: string, kind: 'and' | 'or', parseNext: () => FilterNode): FilterNode {
    const items = [parseNext()];
    while (this.peek()?.type === 'join' && this.peek()?.value === join) {
      this.index += 1;
      items.push(parseNext());
    }
    return items.length === 1 ? items[0]! : { kind, items };
  }

  private parseItem(): FilterNode {
    const token = this.next('an operand or "("');
    if (token.type === 'open') return this.parseGroup(token);
    if (++this.comparisons > MAX_FILTER_COMPARISONS) {
      throw this.error(`too many conditions (more than ${MAX_FILTER_COMPARISONS})`, token.position);
    }
    const left = toOperand(token, 'left operand (identifier, text or number)');
    const operator = this.next('an operator');
    if (operator.type !== 'operator') {
      throw this.error(`expected an operator, got ${describe(operator)}`, operator.position);
    }
    const right = toOperand(
      this.next('a right operand'),
      'right operand (identifier, text or number)',
    );
    return { kind: 'comparison', left, operator: operator.value as FilterOperator, right };
  }

  private parseGroup(open: FilterToken): FilterNode {
    if (this.peek()?.type === 'close') {
      throw this.error('empty parentheses', open.position);
    }
    if (++this.depth > MAX_FILTER_GROUP_DEPTH) {
      throw this.error(
        `parentheses nested too deeply (more than ${MAX_FILTER_GROUP_DEPTH})`,
        open.position,
      );
    }
    const node = this.parseOr();
    this.depth -= 1;
    const close = this.peek();
    if (close?.type !== 'close') {
      const found = close
        ? `got ${describe(close)} at position ${close.position}`
        : 'reached the end';
      const message = `missing ")" for the "(" at position ${open.position} (${found})`;
      throw new FilterSyntaxError(message, close?.position ?? this.inputLength);
    }
    this.index += 1;
    return node;
  }

  private peek(): FilterToken | undefined {
    return this.tokens[this.index];
  }

  private next(expected: string): FilterToken {
    const token = this.tokens[this.index];
    if (!token) {
      throw this.error(`incomplete filter expression: expected ${expected}`, this.inputLength);
    }
    this.index += 1;
    return token;
  }

  private error(message: string, position: number): FilterSyntaxError {
    return new FilterSyntaxError(`${message} at position ${position}`, position);
  }
}

function toOperand(token: FilterToken, expected: string): FilterOperand {
  switch (token.type) {
    case 'identifier':
      return parseFilterIdentifier(token.value, token.position);
    case 'text':
      return { kind: 'text', value: token.value };
    case 'number':
      return { kind: 'number', value: Number(token.value), raw: token.value };
    default: {
      const message = `expected ${expected}, got ${describe(token)} at position ${token.position}`;
      throw new FilterSyntaxError(message, token.position);
    }
  }
}

function describe(token: FilterToken): string {
  const text = JSON.stringify(token.value);
  return token.type === 'open' || token.type === 'close' || token.type === 'join'
    ? text
    : `${token.type} ${text}`;
}
