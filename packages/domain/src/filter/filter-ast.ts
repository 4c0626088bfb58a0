/**
 * The syntax tree of PocketBase v0.22's filter language (reference: pocketbase-v0.22-api.md §6),
 * used by `?filter=`, every API rule and realtime subscription filters.
 */

/** Every comparison operator; the `?` forms mean "at least one value" on multi-valued operands. */
export const FILTER_OPERATORS = [
  '=',
  '!=',
  '>',
  '>=',
  '<',
  '<=',
  '~',
  '!~',
  '?=',
  '?!=',
  '?>',
  '?>=',
  '?<',
  '?<=',
  '?~',
  '?!~',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** The operator without its `?` "any" prefix. */
export type FilterBaseOperator = Exclude<FilterOperator, `?${string}`>;

export const FILTER_MODIFIERS = ['isset', 'length', 'each'] as const;

export type FilterModifier = (typeof FILTER_MODIFIERS)[number];

/**
 * A field path or macro such as `author.name`, `@request.data.tags:each`,
 * `@collection.news:n.title` or `@now`.
 */
export type FilterIdentifier = {
  kind: 'identifier';
  /** The identifier exactly as written, modifier included. */
  name: string;
  /** `name` split on `.`, with the trailing `:modifier` removed (a `@collection` alias stays). */
  path: string[];
  modifier: FilterModifier | null;
};

export type FilterText = { kind: 'text'; value: string };

export type FilterNumber = { kind: 'number'; value: number; raw: string };

export type FilterOperand = FilterIdentifier | FilterText | FilterNumber;

export type FilterComparison = {
  kind: 'comparison';
  left: FilterOperand;
  operator: FilterOperator;
  right: FilterOperand;
};

/** `&&` and `||` chains; `and` binds tighter than `or`, as in the SQL PocketBase generates. */
export type FilterLogical = { kind: 'and' | 'or'; items: FilterNode[] };

export type FilterNode = FilterComparison | FilterLogical;

export function isAnyOperator(operator: FilterOperator): boolean {
  return operator.startsWith('?');
}

export function baseOperator(operator: FilterOperator): FilterBaseOperator {
  return (isAnyOperator(operator) ? operator.slice(1) : operator) as FilterBaseOperator;
}
