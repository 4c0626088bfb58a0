import { describe, expect, it } from 'vitest';
import { matchesFilter } from './filter-match.ts';

const record = { company: 'c1', statusKey: 'finished', created: '2026-03-02 10:00:00.000Z', n: 3 };

// The test list server reads filters with the domain's parser: what the lists send holds here.
describe('matchesFilter', () => {
  it.each([
    ['', true],
    ["company = 'c1'", true],
    ["company = 'c2'", false],
    ["company = 'c1' && (statusKey = 'open' || statusKey = 'finished')", true],
    ["company = 'c1' && statusKey != 'finished'", false],
    ["created >= '2026-03-02 06:00:00.000Z' && created <= '2026-03-03 05:59:59.999Z'", true],
    ['n > 2 && n < 4', true],
    ["statusKey ~ 'NISH'", true],
    ["statusKey !~ 'open'", true],
  ])('%s → %s', (filter, expected) => {
    expect(matchesFilter(filter, record)).toBe(expected);
  });

  it('refuses a field the records have no column for, as the server does', () => {
    expect(() => matchesFilter("owner = 'x'", record)).toThrow(/no field owner/);
  });
});
