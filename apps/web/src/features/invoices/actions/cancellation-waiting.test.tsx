import { screen, waitFor } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import { storedInvoice } from '../editor/invoice-editor-fixtures.ts';
import { CancellationWaiting } from './cancellation-waiting.tsx';

// A cancellation waiting for the client (decision 081): what the invoice says, and "Ask the SAT
// now" with each answer the server may give.

const send = vi.spyOn(pb, 'send');
afterEach(() => send.mockReset());
afterAll(() => send.mockRestore());

const WAITING = storedInvoice({
  state: 'stamped',
  code: 'F-12',
  uuid: '5fb2822e-396d-4725-8521-cdc4bdd20ccf',
  cancelReason: '02',
  stampError: 'The SAT awaits the client’s acceptance of the cancellation (up to 72 hours).',
});

const show = (invoice: InvoiceRecord = WAITING) =>
  renderAs(<CancellationWaiting invoice={invoice} />, {
    queryClient: testQueryClient(),
    showLocation: false,
  });

describe('CancellationWaiting', { timeout: 30_000 }, () => {
  it('says the reason, the client’s 72 hours and that it takes no payment', () => {
    show();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cancellation awaiting the client');
    expect(status).toHaveTextContent('Asked of the SAT with reason 02 · ');
    expect(status).toHaveTextContent('The client has 72 hours to accept or refuse it');
    expect(status).toHaveTextContent('Meanwhile the invoice stays valid and takes no payment.');
  });

  it.each<[string, () => void, string]>([
    [
      'cancelled',
      () => send.mockResolvedValue({ ...WAITING, state: 'cancelled' } as never),
      'Invoice F-12 cancelled.',
    ],
    [
      'still waiting',
      () => send.mockResolvedValue(WAITING as never),
      'The SAT still awaits the client’s answer.',
    ],
    [
      'refused by the client',
      () =>
        send.mockResolvedValue({
          ...WAITING,
          cancelReason: '',
          stampError: 'The client refused the cancellation (SAT: Solicitud rechazada).',
        } as never),
      'The client refused the cancellation: invoice F-12 stays valid.',
    ],
    [
      'the SAT could not be asked',
      () =>
        send.mockRejectedValue(
          new ClientResponseError({
            status: 503,
            response: { code: 503, message: 'The SAT could not be asked.', data: {} },
          }),
        ),
      'The SAT could not be asked now. Rumbo asks again within 15 minutes.',
    ],
  ])('asks the SAT now and says the answer: %s', async (_, answer, toast) => {
    answer();
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Ask the SAT now' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('/api/rumbo/invoices/invoice00000001/cancellation-check', {
        method: 'POST',
        requestKey: null,
      }),
    );
    expect(await screen.findByText(toast)).toBeVisible();
  });

  it('says the client refused, and nothing once nothing waits', () => {
    const refused = show({
      ...WAITING,
      cancelReason: '',
      stampError:
        'The client refused the cancellation (SAT: Solicitud rechazada). The CFDI stays valid.',
    });
    expect(screen.getByRole('note')).toHaveTextContent('The client refused the cancellation');
    expect(screen.queryByRole('button', { name: 'Ask the SAT now' })).toBeNull();
    refused.unmount();
    show({ ...WAITING, cancelReason: '', stampError: '' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });
});
