import { describe, expect, it } from 'vitest';
import { EMPTY_INVOICE_LIST_VIEW } from '#data/invoices/invoice-list-filter.ts';
import {
  invoiceListFromSearch,
  invoiceListToSearch,
  isInvoiceListFiltered,
} from './invoice-list-url.ts';

const read = (query: string) => invoiceListFromSearch(new URLSearchParams(query));

describe('the invoices list in the address', () => {
  it('reads every filter, the order and the page', () => {
    expect(
      read(
        'state=stamped&client=p1&currency=USD&from=2026-03-01&to=2026-03-31&q=F-12&sort=dueDate&page=3',
      ),
    ).toEqual({
      view: {
        state: 'stamped',
        client: 'p1',
        currency: 'USD',
        from: '2026-03-01',
        to: '2026-03-31',
        search: 'F-12',
      },
      sort: 'dueDate',
      page: 3,
    });
  });

  it('leaves what it cannot read at its default and turns a backwards range round', () => {
    expect(read('state=lost&currency=EUR&from=2026-02-30&sort=up&page=0')).toEqual({
      view: EMPTY_INVOICE_LIST_VIEW,
      sort: 'newest',
      page: 1,
    });
    expect(read('from=2026-04-01&to=2026-03-01').view).toMatchObject({
      from: '2026-03-01',
      to: '2026-04-01',
    });
  });

  it('writes a clean address, keeping parameters that are not its own', () => {
    const params = invoiceListToSearch(
      {
        view: { ...EMPTY_INVOICE_LIST_VIEW, state: 'sealed', search: ' F-3 ' },
        sort: 'newest',
        page: 1,
      },
      new URLSearchParams('other=1&page=4'),
    );
    expect(params.toString()).toBe('other=1&state=sealed&q=F-3');
  });

  it('tells a filtered view from the plain one', () => {
    expect(isInvoiceListFiltered(EMPTY_INVOICE_LIST_VIEW)).toBe(false);
    expect(isInvoiceListFiltered({ ...EMPTY_INVOICE_LIST_VIEW, currency: 'MXN' })).toBe(true);
  });
});
