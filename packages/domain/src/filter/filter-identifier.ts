import { FILTER_MODIFIERS, type FilterIdentifier, type FilterModifier } from './filter-ast.ts';
import { FilterSyntaxError } from './filter-syntax-error.ts';

const SEGMENT = /^[@#]?\w+$/;
const MODIFIERS: ReadonlySet<string> = new Set(FILTER_MODIFIERS);

/**
 * Splits an identifier token into its dot path and optional trailing modifier, and checks the
 * colons: one is allowed for the modifier (`tags:each`) and one for a `@collection` alias
 * (`@collection.news:n.title`); anything else is a syntax error.
 *
 * @example parseFilterIdentifier('@request.data.tags:length')
 * // { kind: 'identifier', name: '@request.data.tags:length', path: ['@request', 'data', 'tags'], modifier: 'length' }
 */
export function parseFilterIdentifier(name: string, position = 0): FilterIdentifier {
  const segments = name.split('.');
  const last = segments.length - 1;
  const [lastName = '', modifierName, ...extra] = segments[last]!.split(':');
  if (extra.length > 0) throw invalid(name, position);
  segments[last] = lastName;
  segments.forEach((segment, index) => checkSegment({ name, segments, segment, index, position }));
  return {
    kind: 'identifier',
    name,
    path: segments,
    modifier: toModifier(name, modifierName, position),
  };
}

function checkSegment(input: {
  name: string;
  segments: string[];
  segment: string;
  index: number;
  position: number;
}): void {
  const { name, segments, segment, index, position } = input;
  const isAlias = index === 1 && segments[0] === '@collection' && segments.length > 2;
  const [base = '', alias, ...extra] = segment.split(':');
  const isValid =
    SEGMENT.test(base) &&
    (alias === undefined || (isAlias && /^\w+$/.test(alias))) &&
    extra.length === 0 &&
    (index === 0 || !/^[@#]/.test(base));
  if (!isValid) throw invalid(name, position);
}

function toModifier(
  name: string,
  modifierName: string | undefined,
  position: number,
): FilterModifier | null {
  if (modifierName === undefined) return null;
  if (!MODIFIERS.has(modifierName)) {
    const message = `unknown modifier ":${modifierName}" in ${JSON.stringify(name)} at position ${position} (expected :isset, :length or :each)`;
    throw new FilterSyntaxError(message, position);
  }
  return modifierName as FilterModifier;
}

function invalid(name: string, position: number): FilterSyntaxError {
  return new FilterSyntaxError(
    `invalid identifier ${JSON.stringify(name)} at position ${position}`,
    position,
  );
}
