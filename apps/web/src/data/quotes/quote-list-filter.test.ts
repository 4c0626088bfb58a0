import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUOTE_LIST_VIEW,
  quoteListFilter,
  quoteListSort,
  type QuoteListView,
} from './quote-list-filter.ts';

const view = (change: Partial<QuoteListView>): QuoteListView => ({
  ...EMPTY_QUOTE_LIST_VIEW,
  ...change,
});

describe('quoteListFilter', () => {
  it.each<[string, Partial<QuoteListView>, string]>([
    ['the whole list', { search: '  ', origin: ' ' }, ''],
    ['a state', { state: 'sent' }, "state = 'sent'"],
    ['an unknown state, left out', { state: 'won' as never }, ''],
    ['a client, by partner id', { client: 'prt000000000001' }, "client = 'prt000000000001'"],
    ['an origin', { origin: ' Veracruz ' }, "origin ~ 'Veracruz'"],
    ['a destination', { destination: 'MXZLO' }, "destination ~ 'MXZLO'"],
    [
      'a lane, both ends',
      { origin: 'Shanghai', destination: 'Manzanillo' },
      "origin ~ 'Shanghai' && destination ~ 'Manzanillo'",
    ],
    ['a first day', { from: '2026-03-01' }, "date >= '2026-03-01 00:00:00.000Z'"],
    ['a last day, included whole', { to: '2026-03-31' }, "date <= '2026-03-31 23:59:59.999Z'"],
    ['days that are not days, left out', { from: '01/03/2026', to: "2026-03-31' || '" }, ''],
    [
      'a search over code, client and lane',
      { search: 'QTE2026' },
      "(code ~ 'QTE2026' || clientName ~ 'QTE2026' || origin ~ 'QTE2026' || destination ~ 'QTE2026')",
    ],
    [
      'every filter at once, joined in order',
      {
        state: 'accepted',
        client: 'prt1',
        origin: 'CNSHA',
        destination: 'MXZLO',
        from: '2026-01-01',
        to: '2026-12-31',
        search: 'Bajío',
      },
      "state = 'accepted' && client = 'prt1' && origin ~ 'CNSHA' && destination ~ 'MXZLO' && date >= '2026-01-01 00:00:00.000Z' && date <= '2026-12-31 23:59:59.999Z' && (code ~ 'Bajío' || clientName ~ 'Bajío' || origin ~ 'Bajío' || destination ~ 'Bajío')",
    ],
  ])('%s', (_name, change, filter) => {
    expect(quoteListFilter(view(change))).toBe(filter);
  });

  it.each<[string, Partial<QuoteListView>, string]>([
    ['LIKE wildcards match as typed', { origin: '50%_x' }, "origin ~ '50\\%\\_x'"],
    ['quotes are escaped', { destination: "O'Hare" }, "destination ~ 'O\\'Hare'"],
    [
      'no backslash can end the quoted text',
      { search: "x\\' || id != '" },
      "(code ~ 'x\\' || id != \\'' || clientName ~ 'x\\' || id != \\'' || origin ~ 'x\\' || id != \\'' || destination ~ 'x\\' || id != \\'')",
    ],
    ['a client id is bound too', { client: "a' || '1'='1" }, "client = 'a\\' || \\'1\\'=\\'1'"],
  ])('binds the typed text: %s', (_name, change, filter) => {
    expect(quoteListFilter(view(change))).toBe(filter);
  });
});

describe('quoteListSort', () => {
  it.each([
    ['newest', '-date,-created,-id'],
    ['oldest', 'date,created,id'],
    ['codeDesc', '-code,-id'],
    ['codeAsc', 'code,id'],
    ['validUntil', 'validUntil,-created,-id'],
  ] as const)('orders %s as %s', (sort, order) => {
    expect(quoteListSort(sort)).toBe(order);
  });
});
