import type { FilterIdentifier } from './filter-ast.ts';
import { parseFilterIdentifier } from './filter-identifier.ts';
import { FilterSyntaxError } from './filter-syntax-error.ts';
import { tokenizeFilter } from './filter-tokenizer.ts';

export type SortDirection = 'ASC' | 'DESC';

/** One `?sort=` item; `@random` comes back as an identifier with the path `['@random']`. */
export type SortItem = { field: FilterIdentifier; direction: SortDirection };

/**
 * Parses a `?sort=` string (reference §7): comma-separated identifiers, each optionally prefixed
 * with `-` (descending) or `+` (ascending, the default); whitespace around items is ignored.
 * An empty string means "no sort"; an empty item (`title,`) or a non-identifier is an error.
 *
 * @example parseSort('-created,title') // [{ field: created, direction: 'DESC' }, { field: title, direction: 'ASC' }]
 */
export function parseSort(input: string): SortItem[] {
  if (input === '') return [];
  const items: SortItem[] = [];
  let offset = 0;
  for (const raw of input.split(',')) {
    items.push(parseSortItem(raw, offset));
    offset += raw.length + 1;
  }
  return items;
}

function parseSortItem(raw: string, offset: number): SortItem {
  const position = offset + raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  const direction: SortDirection = trimmed.startsWith('-') ? 'DESC' : 'ASC';
  const name = /^[-+]/.test(trimmed) ? trimmed.slice(1) : trimmed;
  if (name === '')
    throw new FilterSyntaxError(`empty sort field at position ${position}`, position);
  if (!isSingleIdentifier(name)) {
    const message = `invalid sort field ${JSON.stringify(name)} at position ${position}`;
    throw new FilterSyntaxError(message, position);
  }
  return { field: parseFilterIdentifier(name, position), direction };
}

function isSingleIdentifier(name: string): boolean {
  try {
    const tokens = tokenizeFilter(name);
    return tokens.length === 1 && tokens[0]!.type === 'identifier' && tokens[0]!.value === name;
  } catch {
    return false;
  }
}
