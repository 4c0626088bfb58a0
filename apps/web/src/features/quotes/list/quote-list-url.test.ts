import { describe, expect, it } from 'vitest';
import { EMPTY_QUOTE_LIST_VIEW } from '#data/quotes/quote-list-filter.ts';
import {
  isQuoteListFiltered,
  quoteListFromSearch,
  quoteListToSearch,
  type QuoteListLocation,
} from './quote-list-url.ts';

const PLAIN: QuoteListLocation = { view: EMPTY_QUOTE_LIST_VIEW, sort: 'newest', page: 1 };

describe('quoteListFromSearch', () => {
  it.each<[string, string, QuoteListLocation]>([
    ['a clean address is the plain list', '', PLAIN],
    [
      'every filter, the order and the page',
      'state=sent&client=prt1&origin=CNSHA&destination=MXZLO&from=2026-01-01&to=2026-03-31&q=Baj%C3%ADo&sort=codeAsc&page=3',
      {
        view: {
          state: 'sent',
          client: 'prt1',
          origin: 'CNSHA',
          destination: 'MXZLO',
          from: '2026-01-01',
          to: '2026-03-31',
          search: 'Bajío',
        },
        sort: 'codeAsc',
        page: 3,
      },
    ],
    [
      'a range given backwards, turned round',
      'from=2026-03-31&to=2026-01-01',
      { ...PLAIN, view: { ...EMPTY_QUOTE_LIST_VIEW, from: '2026-01-01', to: '2026-03-31' } },
    ],
    [
      'anything unreadable, at its default',
      'state=won&from=2026-02-30&to=soon&sort=random&page=-2',
      PLAIN,
    ],
    ['a page that is not whole', 'page=2.5', PLAIN],
  ])('%s', (_name, search, location) => {
    expect(quoteListFromSearch(new URLSearchParams(search))).toEqual(location);
  });
});

describe('quoteListToSearch', () => {
  it('leaves the defaults out and keeps other parameters', () => {
    const params = quoteListToSearch(PLAIN, new URLSearchParams('state=sent&page=4&x=1'));
    expect(params.toString()).toBe('x=1');
  });

  it('reads back what it writes', () => {
    const location: QuoteListLocation = {
      view: { ...EMPTY_QUOTE_LIST_VIEW, state: 'draft', origin: 'Veracruz', search: 'QTE' },
      sort: 'validUntil',
      page: 2,
    };
    const params = quoteListToSearch(location, new URLSearchParams());
    expect(params.toString()).toBe('state=draft&origin=Veracruz&q=QTE&sort=validUntil&page=2');
    expect(quoteListFromSearch(params)).toEqual(location);
  });
});

describe('isQuoteListFiltered', () => {
  it.each([
    [EMPTY_QUOTE_LIST_VIEW, false],
    [{ ...EMPTY_QUOTE_LIST_VIEW, search: '  ' }, false],
    [{ ...EMPTY_QUOTE_LIST_VIEW, to: '2026-01-01' }, true],
    [{ ...EMPTY_QUOTE_LIST_VIEW, state: 'expired' as const }, true],
  ])('%o → %s', (view, filtered) => {
    expect(isQuoteListFiltered(view)).toBe(filtered);
  });
});
