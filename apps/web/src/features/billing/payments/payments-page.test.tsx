import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { PaymentItem } from '#data/payments/payments-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { PaymentsPage } from './payments-page.tsx';

const getList = vi.spyOn(pb.collection('payments'), 'getList');
const invoiceCodes = vi.spyOn(pb.collection('invoices'), 'getFullList');
afterEach(() => {
  getList.mockReset();
  invoiceCodes.mockReset();
});
afterAll(() => {
  getList.mockRestore();
  invoiceCodes.mockRestore();
});

const PAYMENT: PaymentItem = {
  id: 'payment00000001',
  code: 'P-3',
  state: 'recorded',
  client: 'client000000001',
  clientName: 'Importadora del Bajío',
  date: '2026-11-20 12:00:00.000Z',
  formaPago: '03',
  currency: 'MXN',
  amount: 1960,
  reference: 'SPEI 123',
  needsComplement: true,
  uuid: '',
  stampedAt: '',
  stampError: '',
  cancelReason: '',
  cancelledAt: '',
  applications: [
    { invoice: 'invoice00000001', amount: 1160 },
    { invoice: 'invoice00000005', amount: 800 },
  ],
};

describe('PaymentsPage', { timeout: 20_000 }, () => {
  it('lists the payments received with what they pay and their complement', async () => {
    invoiceCodes.mockResolvedValue([
      { id: 'invoice00000001', code: 'F-1' },
      { id: 'invoice00000005', code: 'F-5' },
    ] as never);
    getList.mockResolvedValue({
      page: 1,
      perPage: 20,
      totalItems: 1,
      totalPages: 1,
      items: [PAYMENT],
    } as never);
    renderAs(<PaymentsPage />, { path: '/dashboard/billing/payments' });
    const table = await screen.findByRole('table', { name: 'Payments received' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('P-3');
    expect(row).toHaveTextContent('SPEI 123');
    expect(row).toHaveTextContent('MXN 1,960.00');
    expect(row).toHaveTextContent('To stamp');
    // What it pays: each invoice by its code, once the codes are read.
    expect(await within(row).findByRole('link', { name: 'F-1' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/invoice00000001',
    );
    expect(within(row).getByRole('link', { name: 'F-5' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/invoice00000005',
    );
    expect(invoiceCodes).toHaveBeenCalledWith(
      expect.objectContaining({
        filter: "id = 'invoice00000001' || id = 'invoice00000005'",
        fields: 'id,code',
      }),
    );
    expect(getList).toHaveBeenCalledWith(
      1,
      20,
      expect.objectContaining({ filter: '', sort: '-date,-created,-id' }),
    );
  });
});
