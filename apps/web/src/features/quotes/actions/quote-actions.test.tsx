import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { DRAFT_QUOTE, SENT_QUOTE, refusal } from './quote-actions-fixtures.ts';
import { QuoteActions } from './quote-actions.tsx';

// The moves of a saved quote over the SDK's answers; the server's tests make the shipment.

const quotes = pb.collection('quotes');
const update = vi.spyOn(quotes, 'update');
const remove = vi.spyOn(quotes, 'delete');
const fetchSpy = vi.spyOn(globalThis, 'fetch');
const spies = [update, remove, fetchSpy];

afterEach(() => spies.forEach((spy) => spy.mockReset()));
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

function renderActions(quote = SENT_QUOTE) {
  const onChanged = vi.fn();
  const view = renderAs(<QuoteActions quote={quote} onChanged={onChanged} />, {
    path: '/dashboard/quotes/' + quote.id,
  });
  return { ...view, onChanged };
}

describe('QuoteActions', { timeout: 20_000 }, () => {
  it('accepts the option the client chose once confirmed, and links the shipment made', async () => {
    update.mockResolvedValue({
      ...SENT_QUOTE,
      state: 'accepted',
      chosenOption: 1,
      shipment: 'ocean0000000009',
      shipmentCollection: 'shipments_ocean',
    } as never);
    const { user, onChanged } = renderActions();
    expect(screen.getByText('Sent')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Accepted' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Quote QTE20260012 accepted by the client',
    });
    const second = within(dialog).getByRole('radio', { name: 'Option 2: CMA CGM' });
    expect(dialog).toHaveTextContent('Client pays USD 1,869.60');
    expect(dialog).toHaveTextContent('31 days in transit');
    await user.click(second);
    await user.click(
      within(dialog).getByRole('button', { name: 'Accept and create the shipment' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(confirm).toHaveTextContent('Accept quote QTE20260012 with option 2 (CMA CGM)?');
    // Nothing is asked of the server before the person confirms.
    expect(update).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Accept quote' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(update).toHaveBeenCalledWith(
      SENT_QUOTE.id,
      { state: 'accepted', chosenOption: 1 },
      expect.anything(),
    );
    expect(
      await screen.findByText('Quote QTE20260012 accepted: its shipment was created.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open shipment' })).toHaveAttribute(
      'href',
      '/dashboard/shipments/ocean?open=ocean0000000009',
    );
    expect(screen.queryByRole('button', { name: /Delete quote/ })).toBeNull();
  });

  it('does not accept when the confirmation is cancelled', async () => {
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Accepted' }));
    const dialog = await screen.findByRole('dialog', { name: /accepted by the client/ });
    await user.click(within(dialog).getByRole('radio', { name: 'Option 1: Maersk' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Accept and create the shipment' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm action' })).toBeNull(),
    );
    expect(update).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of an accept at the option', async () => {
    update.mockRejectedValue(
      refusal({
        chosenOption: {
          code: 'validation_quote_option',
          message: 'Choose one of the quote options.',
        },
      }),
    );
    const { user, onChanged } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Accepted' }));
    const dialog = await screen.findByRole('dialog', { name: /accepted by the client/ });
    await user.click(within(dialog).getByRole('radio', { name: 'Option 1: Maersk' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Accept and create the shipment' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    await user.click(within(confirm).getByRole('button', { name: 'Accept quote' }));
    expect(await within(dialog).findByText('Choose one of the quote’s options.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Option 1: Maersk' })).toBeChecked();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('marks a sent quote rejected with the reason typed', async () => {
    update.mockResolvedValue({ ...SENT_QUOTE, state: 'rejected' } as never);
    const { user, onChanged } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Quote QTE20260012 rejected by the client',
    });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Price too high ');
    expect(dialog).toHaveTextContent('15 of 500 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as rejected' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(update).toHaveBeenCalledWith(
      SENT_QUOTE.id,
      { state: 'rejected', rejectionReason: 'Price too high' },
      expect.anything(),
    );
  });

  it('offers by state: send for a draft, the client’s answer for a sent quote, never delete once accepted', () => {
    const draft = renderActions(DRAFT_QUOTE);
    expect(screen.getByRole('button', { name: 'Send to client' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accepted' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete quote QTE20260012' })).toBeVisible();
    draft.unmount();
    const accepted = renderActions({
      ...SENT_QUOTE,
      state: 'accepted',
      decidedAt: '2026-03-04 17:00:00.000Z',
      shipment: 'air000000000004',
      shipmentCollection: 'shipments_air',
    });
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rejected' })).toBeNull();
    expect(screen.getByText(/^Accepted 4 Mar 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open shipment' })).toHaveAttribute(
      'href',
      '/dashboard/shipments/air?open=air000000000004',
    );
    accepted.unmount();
  });

  it('deletes after the confirmation and goes back to the quotes', async () => {
    remove.mockResolvedValue(true);
    const { user, location } = renderActions(DRAFT_QUOTE);
    await user.click(screen.getByRole('button', { name: 'Delete quote QTE20260012' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Delete quote' }));
    await waitFor(() => expect(location()).toBe('/dashboard/quotes'));
    expect(remove).toHaveBeenCalledWith(DRAFT_QUOTE.id, expect.anything());
  });

  it('lists the earlier versions and opens one read-only', async () => {
    const { user } = renderActions(DRAFT_QUOTE);
    await user.click(screen.getByRole('button', { name: '1 earlier version' }));
    const dialog = await screen.findByRole('dialog', { name: 'Earlier versions of QTE20260012' });
    expect(dialog).toHaveTextContent('Client pays USD 2,219.60');
    await user.click(within(dialog).getByRole('button', { name: 'View version 1' }));
    const view = await screen.findByRole('dialog', { name: 'QTE20260012, version 1' });
    expect(view).toHaveTextContent('As the client received it. Read only.');
    expect(view).toHaveTextContent('Option 1: Maersk');
    expect(view).toHaveTextContent('Ocean freightUSD 2,150.00');
    expect(within(view).queryByRole('textbox')).toBeNull();
  });

  it('shows why the PDF could not be written', async () => {
    fetchSpy.mockResolvedValue(
      new Response(
        JSON.stringify({ status: 404, message: "The requested resource wasn't found." }),
        {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    const { user } = renderActions();
    await user.click(screen.getByRole('button', { name: 'Client PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'PDF of quote QTE20260012' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The PDF could not be written',
    );
    expect(String(fetchSpy.mock.calls[0]![0])).toContain(
      '/api/documents/quotes/quote0000000012/quote.pdf?lang=es',
    );
    await user.click(within(dialog).getByText('English'));
    await waitFor(() => expect(String(fetchSpy.mock.lastCall![0])).toContain('quote.pdf?lang=en'));
  });
});
