import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import { storedInvoice } from '../editor/invoice-editor-fixtures.ts';
import { InvoiceActions } from './invoice-actions.tsx';

// The stamped invoice's actions over the SDK's answers: recording a payment and cancelling.

const sdk = {
  createPayment: vi.spyOn(pb.collection('payments'), 'create'),
  invoices: vi.spyOn(pb.collection('invoices'), 'getFullList'),
  rates: vi.spyOn(pb.collection('exchange_rates'), 'getFullList'),
  send: vi.spyOn(pb, 'send'),
};
afterEach(() => Object.values(sdk).forEach((spy) => spy.mockReset()));
afterAll(() => Object.values(sdk).forEach((spy) => spy.mockRestore()));

const STAMPED = storedInvoice({
  state: 'stamped',
  code: 'F-12',
  uuid: '5fb2822e-396d-4725-8521-cdc4bdd20ccf',
  issuedAt: '2026-12-01 17:00:00.000Z',
  total: 1160,
  balance: 1160,
});

const OTHER = {
  id: 'invoice00000005',
  code: 'F-5',
  state: 'partiallyPaid',
  currency: 'MXN',
  total: 2000,
  balance: 800,
  uuid: 'aaaabbbb-0000-4000-8000-000000000005',
  issuedAt: '2026-11-01 17:00:00.000Z',
  metodoPago: 'PPD',
};

function openActions(invoice: InvoiceRecord = STAMPED) {
  sdk.rates.mockResolvedValue([] as never);
  return renderAs(<InvoiceActions invoice={invoice} />, {
    queryClient: testQueryClient(),
    showLocation: false,
  });
}

async function pick(user: ReturnType<typeof openActions>['user'], label: RegExp, option: RegExp) {
  await user.click(screen.getByRole('textbox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label, hidden: true });
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** Opens the cancel dialog, picks reason 02, and confirms: answers the dialog. */
async function cancelWithReason02() {
  const { user } = openActions();
  await user.click(screen.getByRole('button', { name: 'Cancel invoice' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel invoice F-12' });
  await pick(user, /^Reason \(SAT\)/, /^02 · /);
  await user.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
  const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
  await user.click(within(confirm).getByRole('button', { name: 'Cancel invoice' }));
  return dialog;
}

describe('InvoiceActions', { timeout: 30_000 }, () => {
  it('records a payment of the invoice and of another open invoice of the client', async () => {
    sdk.invoices.mockResolvedValue([OTHER] as never);
    sdk.createPayment.mockResolvedValue({ id: 'payment00000001', code: 'P-3' } as never);
    const { user } = openActions();
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment — F-12' });
    const amount = within(dialog).getByLabelText(/Amount for F-12/);
    expect(amount).toHaveValue('1,160');
    // More than the balance is refused before anything is sent.
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(within(dialog).getByLabelText(/Amount for F-12/)).toHaveAccessibleDescription(
      /More than the invoice’s balance\./,
    );
    expect(sdk.createPayment).not.toHaveBeenCalled();
    await user.clear(amount);
    await user.type(amount, '1160');
    await user.type(within(dialog).getByLabelText('Reference (transfer, cheque)'), 'SPEI 123');
    await user.click(
      within(dialog).getByRole('button', { name: 'Also pay other invoices of this client' }),
    );
    await user.click(await within(dialog).findByLabelText('F-5 · balance MXN 800.00'));
    expect(within(dialog).getByTestId('payment-total')).toHaveTextContent('MXN 1,960.00');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(sdk.createPayment).toHaveBeenCalled());
    expect(sdk.createPayment.mock.calls[0]![0]).toMatchObject({
      company: TEST_COMPANY,
      client: STAMPED.client,
      formaPago: '03',
      currency: 'MXN',
      amount: 1960,
      reference: 'SPEI 123',
      applications: [
        { invoice: STAMPED.id, amount: 1160 },
        { invoice: OTHER.id, amount: 800 },
      ],
    });
    expect(await screen.findByText('Payment of MXN 1,960.00 recorded.')).toBeVisible();
  });

  it('asks reason 01 for the replacing invoice and confirms before cancelling', async () => {
    sdk.invoices.mockResolvedValue([OTHER] as never);
    sdk.send.mockResolvedValue({ ...STAMPED, state: 'cancelled' } as never);
    const { user } = openActions();
    await user.click(screen.getByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel invoice F-12' });
    await pick(user, /^Reason \(SAT\)/, /^01 · /);
    const submit = within(dialog).getByRole('button', { name: 'Cancel invoice' });
    await user.click(submit);
    expect(
      within(dialog).getByText('Reason 01 needs the invoice that replaces this one.'),
    ).toBeVisible();
    await pick(user, /^Invoice that replaces it/, /^F-5 · /);
    await user.click(submit);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(confirm).toHaveTextContent('Cancel invoice F-12 before the SAT? This cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel invoice' }));
    await waitFor(() =>
      expect(sdk.send).toHaveBeenCalledWith('/api/rumbo/invoices/invoice00000001/cancel', {
        method: 'POST',
        body: { reason: '01', replacement: OTHER.id },
        requestKey: null,
      }),
    );
    expect(await screen.findByText('Invoice F-12 cancelled.')).toBeVisible();
  });

  it('shows the server’s refusal to cancel and keeps the dialog open', async () => {
    sdk.send.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: { code: 400, message: 'Cancel its payments first.', data: {} },
      }),
    );
    const dialog = await cancelWithReason02();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Cancel its payments first.',
    );
    expect(sdk.send.mock.calls[0]![1]).toMatchObject({ body: { reason: '02' } });
  });

  it('says when the cancellation waits for the client, as the SAT answered', async () => {
    sdk.send.mockResolvedValue({ ...STAMPED, cancelReason: '02' } as never);
    await cancelWithReason02();
    expect(
      await screen.findByText(
        'Cancellation of F-12 asked of the SAT: it awaits the client’s acceptance.',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Invoice F-12 cancelled.')).toBeNull();
  });

  it.each<[string, Partial<InvoiceRecord>]>([
    ['once paid', { state: 'paid', balance: 0 }],
    ['while its cancellation waits for the client', { cancelReason: '02' }],
  ])('offers no payment nor cancellation %s', (_, change) => {
    openActions({ ...STAMPED, ...change });
    expect(screen.getByRole('button', { name: 'Download XML' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Record payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Client’s statement' })).toHaveAttribute(
      'href',
      `/dashboard/billing/statement/${STAMPED.client}`,
    );
  });
});
