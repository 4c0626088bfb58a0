import {
  baseOperator,
  isAnyOperator,
  parseFilter,
  type FilterComparison,
  type FilterNode,
  type FilterOperand,
} from '@rumbo/domain';

/** The values a filter may name for one record, by field name (`a.b` for a path). */
export type FilterColumns = Readonly<Record<string, unknown>>;

/**
 * Whether a record with these columns passes `filter`, read by the domain's own parser (the
 * record server's language, PocketBase v0.22) and evaluated as the server does for plain
 * fields: `=`, `!=`, `<`, `<=`, `>`, `>=`, `~`, `!~`, their `?` forms over lists, `&&`, `||`
 * and parentheses; a missing value counts as ''. A field the record has no column for fails
 * the test, as the server refuses an unknown field.
 */
export function matchesFilter(filter: string, columns: FilterColumns): boolean {
  if (filter.trim() === '') return true;
  return holds(parseFilter(filter), columns);
}

function holds(node: FilterNode, columns: FilterColumns): boolean {
  if (node.kind === 'comparison') return compares(node, columns);
  if (node.kind === 'and') return node.items.every((item) => holds(item, columns));
  return node.items.some((item) => holds(item, columns));
}

function compares({ left, operator, right }: FilterComparison, columns: FilterColumns): boolean {
  const lefts = values(left, columns);
  const rights = values(right, columns);
  const test = (a: unknown, b: unknown) => applies(baseOperator(operator), a, b);
  if (isAnyOperator(operator)) return lefts.some((a) => rights.some((b) => test(a, b)));
  if (lefts.length !== 1 || rights.length !== 1)
    throw new Error(`The test list server compares lists only with ?${operator}`);
  return test(lefts[0], rights[0]);
}

function values(operand: FilterOperand, columns: FilterColumns): unknown[] {
  if (operand.kind !== 'identifier') return [operand.value];
  if (operand.modifier || operand.name.startsWith('@'))
    throw new Error(`The test list server does not read ${operand.name}`);
  const name = operand.path.join('.');
  if (!Object.hasOwn(columns, name)) throw new Error(`The test list server has no field ${name}`);
  const value = columns[name];
  return Array.isArray(value) ? value : [value];
}

function applies(operator: string, a: unknown, b: unknown): boolean {
  if (operator === '=') return same(a, b);
  if (operator === '!=') return !same(a, b);
  if (operator === '~') return like(a, b);
  if (operator === '!~') return !like(a, b);
  const order = ordered(a, b);
  if (operator === '<') return order < 0;
  if (operator === '<=') return order <= 0;
  if (operator === '>') return order > 0;
  return order >= 0;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  return text(a) === text(b);
}

function ordered(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [text(a), text(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** SQL LIKE, case-insensitive; without a `%` of its own the value is searched anywhere. */
function like(a: unknown, b: unknown): boolean {
  const pattern = text(b).includes('%') ? text(b) : `%${text(b)}%`;
  const source = pattern
    .split('')
    .map((char) =>
      char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`, 'is').test(text(a));
}
