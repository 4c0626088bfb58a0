import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { AGING } from './aging-fixtures.ts';
import { AgingPage } from './aging-page.tsx';

const send = vi.spyOn(pb, 'send');
afterEach(() => send.mockReset());
afterAll(() => send.mockRestore());

describe('AgingPage', { timeout: 20_000 }, () => {
  it('shows each currency’s clients by bucket, linking each to its statement', async () => {
    send.mockResolvedValue(AGING as never);
    const { location } = renderAs(<AgingPage />, {
      path: '/dashboard/billing/aging?day=2026-12-01',
    });
    const mxn = await screen.findByRole('table', { name: 'In MXN' });
    expect(send).toHaveBeenCalledWith('/api/rumbo/billing/aging', {
      query: { day: '2026-12-01' },
      signal: expect.any(AbortSignal),
      requestKey: null,
    });
    const headers = within(mxn)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Client',
      'Not yet due',
      '1–30 days',
      '31–60 days',
      '61–90 days',
      'Over 90 days',
      'Total',
    ]);
    const row = within(mxn).getByRole('row', { name: /Importadora del Bajío/ });
    expect(row).toHaveTextContent('MXN 1,160.00');
    expect(row).toHaveTextContent('MXN 2,320.00');
    expect(within(mxn).getByTestId('aging-total-MXN')).toHaveTextContent('MXN 3,980.00');
    expect(screen.getByRole('table', { name: 'In USD' })).toHaveTextContent('USD 2,300.00');
    expect(within(row).getByRole('link', { name: 'Importadora del Bajío' })).toHaveAttribute(
      'href',
      '/dashboard/billing/statement/client000000001',
    );
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    fireEvent.change(screen.getByLabelText('On the day'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(location()).toBe('/dashboard/billing/aging?day=2026-11-15'));
    await waitFor(() =>
      expect(send).toHaveBeenLastCalledWith(
        '/api/rumbo/billing/aging',
        expect.objectContaining({ query: { day: '2026-11-15' } }),
      ),
    );
  });

  it('says when nobody owes anything, and offers no export', async () => {
    send.mockResolvedValue({ day: '2026-12-01', currencies: [] } as never);
    renderAs(<AgingPage />, { path: '/dashboard/billing/aging' });
    expect(await screen.findByText('No client owes anything on that day.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeDisabled();
  });

  it('says the server cannot be reached', async () => {
    send.mockRejectedValue(new ClientResponseError({ status: 0 }));
    renderAs(<AgingPage />, { path: '/dashboard/billing/aging' });
    expect(await screen.findByText('The aging can’t be shown offline')).toBeVisible();
  });
});
