import { tariffRecordDate, tariffValidity, TARIFF_VALIDITIES } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { tariffListFilter, validityFilter } from './tariff-list-queries.ts';

const TODAY = '2026-05-10';

// Lines around today: starting tomorrow, ended yesterday, ending today, at the end of the
// expiring window (14 days on) and just past it, and open-ended.
const LINES = [
  ['2026-05-11', ''],
  ['2026-05-01', '2026-05-09'],
  ['2026-05-01', '2026-05-10'],
  ['2026-05-10', '2026-05-24'],
  ['2026-05-01', '2026-05-25'],
  ['2026-04-01', ''],
].map(([from = '', to = '']) => ({
  validFrom: tariffRecordDate(from),
  validTo: tariffRecordDate(to),
}));

/** The server's reading of the filter over one stored line: text comparisons, `&&` and `||`. */
function holds(filter: string, line: Record<string, string>): boolean {
  return filter.split(' && ').every((part) =>
    part
      .replace(/^\(|\)$/g, '')
      .split(' || ')
      .some((term) => {
        const [, field = '', op, value = ''] = /^(\w+) (=|!=|>=|<=|<|>) '(.*)'$/.exec(term)!;
        const actual = line[field] ?? '';
        if (op === '=') return actual === value;
        if (op === '!=') return actual !== value;
        if (op === '>=') return actual >= value;
        if (op === '<=') return actual <= value;
        return op === '<' ? actual < value : actual > value;
      }),
  );
}

describe('the tariffs list asks the server for what the domain reads', () => {
  it.each(TARIFF_VALIDITIES)('%s lines are those tariffValidity calls so', (validity) => {
    const filter = validityFilter(validity, TODAY);
    for (const line of LINES)
      expect(holds(filter, line), `${line.validFrom} – ${line.validTo}`).toBe(
        tariffValidity(line, TODAY) === validity,
      );
  });

  it('joins the scope and each filter set', () => {
    expect(
      tariffListFilter(
        "company = 'c1'",
        {
          search: 'msc',
          kind: 'sell',
          mode: 'FCL',
          cargoType: '',
          carrier: ' MSC ',
          origin: 'CNSHA',
          destination: '',
          validity: 'expired',
        },
        TODAY,
      ),
    ).toBe(
      "company = 'c1' && kind = 'sell' && mode = 'FCL' && carrier = 'MSC' && origin = 'CNSHA' && " +
        "validFrom < '2026-05-11 00:00:00.000Z' && validTo != '' && validTo < '2026-05-10 00:00:00.000Z'",
    );
  });
});
