import { describe, expect, it } from 'vitest';
import { MAX_FILTER_COMPARISONS, MAX_FILTER_GROUP_DEPTH, parseFilter } from './filter-parser.ts';
import { FilterSyntaxError } from './filter-syntax-error.ts';

const nested = (depth: number) => `${'('.repeat(depth)}a = 1${')'.repeat(depth)}`;
const chain = (count: number) => Array.from({ length: count }, (_, i) => `id = ${i}`).join(' || ');

describe('parseFilter limits', () => {
  it.each([
    ['groups nested to the limit', nested(MAX_FILTER_GROUP_DEPTH), true],
    ['groups nested one past the limit', nested(MAX_FILTER_GROUP_DEPTH + 1), false],
    ['groups nested 5000 deep', nested(5000), false],
    ['conditions up to the limit', chain(MAX_FILTER_COMPARISONS), true],
    ['one condition past the limit', chain(MAX_FILTER_COMPARISONS + 1), false],
    ['two groups of ten', `(${chain(10)}) && (${chain(10)})`, true],
  ])('%s: accepted %s', (_label, filter, accepted) => {
    if (accepted) expect(() => parseFilter(filter)).not.toThrow();
    else expect(() => parseFilter(filter)).toThrow(FilterSyntaxError);
  });

  it('counts depth per branch, not in total', () => {
    const siblings = Array.from({ length: 200 }, () => '(a = 1)').join(' && ');
    expect(() => parseFilter(siblings)).not.toThrow();
  });
});
