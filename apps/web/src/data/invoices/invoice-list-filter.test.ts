import { describe, expect, it } from 'vitest';
import {
  EMPTY_INVOICE_LIST_VIEW,
  invoiceListFilter,
  invoiceListSort,
} from './invoice-list-filter.ts';

describe('invoiceListFilter', () => {
  it('is empty for the plain list', () => {
    expect(invoiceListFilter(EMPTY_INVOICE_LIST_VIEW)).toBe('');
  });

  it('binds every value and escapes the search’s wildcards', () => {
    expect(
      invoiceListFilter({
        ...EMPTY_INVOICE_LIST_VIEW,
        state: 'partiallyPaid',
        client: 'partner00000001',
        currency: 'USD',
        search: "F-1%_'",
      }),
    ).toBe(
      "state = 'partiallyPaid' && client = 'partner00000001' && currency = 'USD' && (code ~ 'F-1\\%\\_\\'' || clientName ~ 'F-1\\%\\_\\'' || uuid ~ 'F-1\\%\\_\\'')",
    );
  });

  it('ranges drafts by the day they were made and the rest by the day issued', () => {
    expect(
      invoiceListFilter({ ...EMPTY_INVOICE_LIST_VIEW, from: '2026-03-01', to: '2026-03-31' }),
    ).toBe(
      "((issuedAt != '' && issuedAt >= '2026-03-01 00:00:00.000Z') || (issuedAt = '' && created >= '2026-03-01 00:00:00.000Z')) && ((issuedAt != '' && issuedAt <= '2026-03-31 23:59:59.999Z') || (issuedAt = '' && created <= '2026-03-31 23:59:59.999Z'))",
    );
  });

  it('leaves out an unknown state, currency or a day that is not one', () => {
    expect(
      invoiceListFilter({
        ...EMPTY_INVOICE_LIST_VIEW,
        state: 'lost' as never,
        currency: 'EUR' as never,
        from: '1 March',
      }),
    ).toBe('');
  });

  it('orders by folio with the id last, so pages never repeat a row', () => {
    expect(invoiceListSort('codeDesc')).toBe('-folio,-id');
    expect(invoiceListSort('newest')).toBe('-created,-id');
  });
});
