/**
 * Test support only (not exported from the package): a small in-memory reading of PocketBase
 * v0.22 rules (reference §6, §8), so the product's rules can be checked caller by caller here,
 * without the server. It follows the SQL semantics the rules rely on: COALESCE-based `=`/`!=`,
 * case-insensitive `~` with `%…%` wrapping, `?` "any" operators over multi-valued paths, and
 * AND binding tighter than OR. The server's own filter compiler remains the authority.
 */
import {
  AUTH_SYSTEM_FIELDS,
  isMultiValueField,
  type CollectionDefinition,
} from './collection-types.ts';

type Token = {
  kind: 'text' | 'number' | 'ident' | 'op' | 'join' | 'open' | 'close';
  value: string;
};
type Node =
  { kind: 'and' | 'or'; items: Node[] } | { kind: 'cmp'; left: Token; op: string; right: Token };

export type RuleRow = Record<string, unknown> & { id: string };

export type RuleContext = {
  collections: CollectionDefinition[];
  db: Record<string, RuleRow[]>;
  /** The collection the rule belongs to. */
  collection: string;
  /** The stored row (view, update, delete) or the row being inserted (create). */
  row: RuleRow;
  /** The caller's `users` record; null for guests. */
  auth: RuleRow | null;
  data?: Record<string, unknown>;
};

const OPERATORS = [
  '?!~',
  '?>=',
  '?<=',
  '?!=',
  '!=',
  '>=',
  '<=',
  '?=',
  '?>',
  '?<',
  '?~',
  '!~',
  '=',
  '>',
  '<',
  '~',
];
const SYSTEM_FIELDS = ['id', 'created', 'updated', 'collectionId', 'collectionName'];

export function tokenizeRule(rule: string): Token[] {
  const tokens: Token[] = [];
  let rest = rule;
  while (rest.length > 0) {
    const space = rest.match(/^[ \t\n]+|^\/\/[^\n]*/);
    if (space) {
      rest = rest.slice(space[0].length);
      continue;
    }
    const token = readToken(rest);
    tokens.push(token.token);
    rest = rest.slice(token.length);
  }
  return tokens;
}

function readToken(rest: string): { token: Token; length: number } {
  const quote = rest[0];
  if (quote === '"' || quote === "'") {
    const match = rest.match(quote === '"' ? /^"((?:\\"|[^"])*)"/ : /^'((?:\\'|[^'])*)'/);
    if (!match) throw new Error(`unterminated text in: ${rest}`);
    const value = (match[1] ?? '').replaceAll(`\\${quote}`, quote);
    return { token: { kind: 'text', value }, length: match[0].length };
  }
  if (rest[0] === '(' || rest[0] === ')')
    return { token: { kind: rest[0] === '(' ? 'open' : 'close', value: rest[0] }, length: 1 };
  const join = rest.match(/^(&&|\|\|)/);
  if (join) return { token: { kind: 'join', value: join[0] }, length: 2 };
  const op = OPERATORS.find((it) => rest.startsWith(it));
  if (op) return { token: { kind: 'op', value: op }, length: op.length };
  const number = rest.match(/^-?\d+(\.\d+)?(?![\w.])/);
  if (number) return { token: { kind: 'number', value: number[0] }, length: number[0].length };
  const ident = rest.match(/^[@#_a-zA-Z][\w.:]*/);
  if (ident && /^[@#_]?[\w.:]*\w+$/.test(ident[0]))
    return { token: { kind: 'ident', value: ident[0] }, length: ident[0].length };
  throw new Error(`unexpected character in: ${rest}`);
}

export function parseRule(rule: string): Node {
  const tokens = tokenizeRule(rule);
  if (tokens.length === 0) throw new Error('empty filter expression');
  let at = 0;
  const next = () => tokens[at++];
  function parseOr(): Node {
    const items = [parseAnd()];
    while (tokens[at]?.value === '||') items.push((next(), parseAnd()));
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  }
  function parseAnd(): Node {
    const items = [parseItem()];
    while (tokens[at]?.value === '&&') items.push((next(), parseItem()));
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  }
  function parseItem(): Node {
    const first = next();
    if (first?.kind === 'open') {
      const inner = parseOr();
      if (next()?.kind !== 'close') throw new Error('missing )');
      return inner;
    }
    const op = next();
    const right = next();
    if (!first || !op || !right || op.kind !== 'op' || !isOperand(first) || !isOperand(right))
      throw new Error(`incomplete comparison near token ${at}`);
    return { kind: 'cmp', left: first, op: op.value, right };
  }
  const tree = parseOr();
  if (at !== tokens.length) throw new Error(`unexpected token ${tokens[at]?.value}`);
  return tree;
}

function isOperand(token: Token): boolean {
  return token.kind === 'text' || token.kind === 'number' || token.kind === 'ident';
}

export function evaluateRule(rule: string, ctx: RuleContext): boolean {
  return evaluateNode(parseRule(rule), ctx);
}

function evaluateNode(node: Node, ctx: RuleContext): boolean {
  if (node.kind === 'cmp')
    return compare(node.op, resolveOperand(node.left, ctx), resolveOperand(node.right, ctx));
  if (node.kind === 'and') return node.items.every((it) => evaluateNode(it, ctx));
  return node.items.some((it) => evaluateNode(it, ctx));
}

type Operand = { values: unknown[]; isMulti: boolean; isLiteral: boolean };

function resolveOperand(token: Token, ctx: RuleContext): Operand {
  if (token.kind === 'text') return { values: [token.value], isMulti: false, isLiteral: true };
  if (token.kind === 'number')
    return { values: [Number(token.value)], isMulti: false, isLiteral: true };
  const keyword = token.value.toLowerCase();
  if (keyword === 'null' || keyword === 'true' || keyword === 'false') {
    const value = keyword === 'null' ? null : keyword === 'true';
    return { values: [value], isMulti: false, isLiteral: true };
  }
  const [path = '', modifier] = token.value.split(':');
  if (path.startsWith('@request.data.')) return resolveData(path.slice(14), modifier, ctx);
  if (modifier) throw new Error(`modifier :${modifier} is not supported here`);
  if (path.startsWith('@request.auth.')) {
    const segments = path.slice(14).split('.');
    if (!ctx.auth)
      return { values: [segments[0] === 'id' ? '' : null], isMulti: false, isLiteral: false };
    return walk(ctx, 'users', [ctx.auth], segments);
  }
  if (path.startsWith('@')) throw new Error(`unsupported macro ${path}`);
  return walk(ctx, ctx.collection, [ctx.row], path.split('.'));
}

function resolveData(key: string, modifier: string | undefined, ctx: RuleContext): Operand {
  const data = ctx.data ?? {};
  if (modifier === 'isset') return { values: [key in data], isMulti: false, isLiteral: false };
  if (modifier) throw new Error(`modifier :${modifier} is not supported here`);
  return { values: [data[key] ?? null], isMulti: false, isLiteral: false };
}

function walk(ctx: RuleContext, collection: string, rows: RuleRow[], segments: string[]): Operand {
  let current = collection;
  let isMulti = false;
  for (const [index, segment] of segments.entries()) {
    const definition = ctx.collections.find((it) => it.name === current);
    if (!definition) throw new Error(`unknown collection ${current}`);
    const field = definition.schema.find((it) => it.name === segment);
    const isLast = index === segments.length - 1;
    if (!field) {
      if (!isLast || !isKnownColumn(definition, segment))
        throw new Error(`unknown field ${current}.${segment}`);
      return {
        values: valuesOrNull(
          rows.map((row) => row[segment] ?? null),
          isMulti,
        ),
        isMulti,
        isLiteral: false,
      };
    }
    isMulti ||= isMultiValueField(field);
    const values = rows.flatMap((row) => toList(row[segment]));
    if (isLast) return { values: valuesOrNull(values, isMulti), isMulti, isLiteral: false };
    if (field.type !== 'relation') throw new Error(`${current}.${segment} is not a relation`);
    current = targetName(ctx, String(field.options.collectionId));
    rows = (ctx.db[current] ?? []).filter((row) => values.includes(row.id));
  }
  return { values: [null], isMulti, isLiteral: false };
}

function isKnownColumn(definition: CollectionDefinition, name: string): boolean {
  const auth: readonly string[] = definition.type === 'auth' ? AUTH_SYSTEM_FIELDS : [];
  return SYSTEM_FIELDS.includes(name) || auth.includes(name);
}

function targetName(ctx: RuleContext, collectionId: string): string {
  const target = ctx.collections.find((it) => it.id === collectionId);
  if (!target) throw new Error(`unknown relation target ${collectionId}`);
  return target.name;
}

function toList(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value === undefined || value === '' ? [] : [value];
}

/** A single-valued path over an empty relation is a LEFT JOIN's NULL, not "no rows". */
function valuesOrNull(values: unknown[], isMulti: boolean): unknown[] {
  return values.length === 0 && !isMulti ? [null] : values;
}

function compare(op: string, left: Operand, right: Operand): boolean {
  const isAny = op.startsWith('?');
  const base = isAny ? op.slice(1) : op;
  const results = left.values.flatMap((a) =>
    right.values.map((b) => test(base, a, b, right.isLiteral)),
  );
  if (isAny) return results.some(Boolean);
  return results.length > 0 && results.every(Boolean);
}

function test(op: string, a: unknown, b: unknown, isRightLiteral: boolean): boolean {
  switch (op) {
    case '=':
      return String(a ?? '') === String(b ?? '');
    case '!=':
      return String(a ?? '') !== String(b ?? '');
    case '~':
      return a !== null && b !== null && like(String(a), String(b), isRightLiteral);
    case '!~':
      return a !== null && b !== null && !like(String(a), String(b), isRightLiteral);
    default:
      return a !== null && b !== null && orderedCompare(op, a, b);
  }
}

function like(text: string, pattern: string, isRightLiteral: boolean): boolean {
  // A literal containing % is used as written (`_` is then a wildcard too); anything else is
  // matched as a plain substring.
  const isRaw = isRightLiteral && pattern.includes('%');
  const source = isRaw
    ? pattern
        .split('')
        .map((ch) => (ch === '%' ? '.*' : ch === '_' ? '.' : escapeRegExp(ch)))
        .join('')
    : `.*${escapeRegExp(pattern)}.*`;
  return new RegExp(`^${source}$`, 'is').test(text);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function orderedCompare(op: string, a: unknown, b: unknown): boolean {
  const [x, y] = typeof a === 'number' && typeof b === 'number' ? [a, b] : [String(a), String(b)];
  if (op === '>') return x > y;
  if (op === '>=') return x >= y;
  if (op === '<') return x < y;
  return x <= y;
}

/** Every field path a rule mentions, resolved against the schema; returns the problems found. */
export function findUnknownRulePaths(
  rule: string,
  collection: string,
  collections: CollectionDefinition[],
): string[] {
  const problems: string[] = [];
  const emptyRow = { id: '' };
  const auth = { id: 'x' };
  for (const token of tokenizeRule(rule).filter((it) => it.kind === 'ident')) {
    try {
      resolveOperand(token, { collections, db: {}, collection, row: emptyRow, auth, data: {} });
      const key = token.value.match(/^@request\.data\.([^.:]+)/)?.[1];
      const definition = collections.find((it) => it.name === collection);
      if (
        key &&
        definition &&
        !definition.schema.some((it) => it.name === key) &&
        !isKnownColumn(definition, key)
      )
        problems.push(`${token.value}: no such field`);
    } catch (error) {
      problems.push(`${token.value}: ${(error as Error).message}`);
    }
  }
  return problems;
}
