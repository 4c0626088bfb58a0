import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { StatementAnswer } from '#data/billing/billing-reports-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { StatementPage } from './statement-page.tsx';

const send = vi.spyOn(pb, 'send');
afterEach(() => send.mockReset());
afterAll(() => send.mockRestore());

const STATEMENT: StatementAnswer = {
  client: { id: 'client000000001', name: 'Importadora del Bajío', rfc: 'IBA010101AB2' },
  currencies: [
    {
      currency: 'MXN',
      opening: 0,
      entries: [
        {
          date: '2026-11-02 17:00:00.000Z',
          kind: 'invoice',
          id: 'invoice00000001',
          code: 'F-12',
          uuid: '5fb2822e-396d-4725-8521-cdc4bdd20ccf',
          charge: 1160,
          credit: 0,
          balance: 1160,
          dueDate: '2026-12-02 12:00:00.000Z',
          state: 'partiallyPaid',
        },
        {
          date: '2026-11-20 12:00:00.000Z',
          kind: 'payment',
          id: 'payment00000001',
          code: 'P-3',
          uuid: '',
          charge: 0,
          credit: 500,
          balance: 660,
        },
      ],
      closing: 660,
    },
  ],
};

describe('StatementPage', { timeout: 20_000 }, () => {
  it('lists the client’s invoices and payments with the running balance', async () => {
    send.mockResolvedValue(STATEMENT as never);
    const { user, location } = renderAs(<StatementPage partnerId="client000000001" />, {
      path: '/dashboard/billing/statement/client000000001',
    });
    const table = await screen.findByRole('table', { name: 'In MXN' });
    expect(screen.getByText(/Importadora del Bajío · RFC IBA010101AB2/)).toBeVisible();
    const rows = within(table).getAllByRole('row').slice(1, -1);
    expect(rows[0]).toHaveTextContent('Invoice F-12');
    expect(rows[0]).toHaveTextContent('5FB2822E');
    expect(rows[0]).toHaveTextContent('MXN 1,160.00');
    expect(rows[1]).toHaveTextContent('Payment P-3');
    expect(rows[1]).toHaveTextContent('MXN 500.00');
    expect(rows[1]).toHaveTextContent('MXN 660.00');
    expect(within(table).getByTestId('statement-closing-MXN')).toHaveTextContent('MXN 660.00');
    expect(within(rows[0]!).getByRole('link', { name: 'F-12' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/invoice00000001',
    );
    expect(send).toHaveBeenCalledWith('/api/rumbo/billing/statement/client000000001', {
      query: {},
      signal: expect.any(AbortSignal),
      requestKey: null,
    });
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith(
        '/api/rumbo/billing/statement/client000000001',
        expect.objectContaining({ query: { from: '2026-11-01' } }),
      ),
    );
    expect(location()).toBe('/dashboard/billing/statement/client000000001?from=2026-11-01');
    const print = vi.fn();
    const before = window.print;
    window.print = print;
    try {
      await user.click(screen.getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalled();
    } finally {
      window.print = before;
    }
  });
});
