import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { CLIENT, DRAFT_QUOTE, refusal } from './quote-actions-fixtures.ts';
import { QuoteActions } from './quote-actions.tsx';

// Sending a quote to the client over the SDK's answers; the server's tests queue the e-mails.

const quotes = pb.collection('quotes');
const update = vi.spyOn(quotes, 'update');
const partner = vi.spyOn(pb.collection('partners'), 'getOne');

afterEach(() => [update, partner].forEach((spy) => spy.mockReset()));
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => [update, partner].forEach((spy) => spy.mockRestore()));

async function openSendDialog(hasUnsavedChanges = false) {
  partner.mockResolvedValue(CLIENT as never);
  const onChanged = vi.fn();
  const actions = (
    <QuoteActions quote={DRAFT_QUOTE} onChanged={onChanged} hasUnsavedChanges={hasUnsavedChanges} />
  );
  const view = renderAs(actions, { showLocation: false });
  await view.user.click(screen.getByRole('button', { name: 'Send to client' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Send quote QTE20260012 to the client',
  });
  await within(dialog).findByRole('checkbox', { name: /Lucía Robles/ });
  return { ...view, dialog, onChanged };
}

describe('Send to client', { timeout: 20_000 }, () => {
  it('lists the client’s contacts and sends the picked ones', async () => {
    update.mockResolvedValue({ ...DRAFT_QUOTE, state: 'sent' } as never);
    const { user, dialog, onChanged } = await openSendDialog();
    expect(partner).toHaveBeenCalledWith('partner00000001', expect.anything());
    const lucia = within(dialog).getByRole('checkbox', { name: /Lucía Robles/ });
    const john = within(dialog).getByRole('checkbox', { name: /John Reed/ });
    const pedro = within(dialog).getByRole('checkbox', { name: /Pedro Sin Correo/ });
    // Each with the language they read; the one without an address cannot be picked, and says so.
    expect(dialog).toHaveTextContent('compras@bajio.mx · Spanish');
    expect(dialog).toHaveTextContent('john@bajio.com · English');
    expect(pedro).toBeDisabled();
    expect(dialog).toHaveTextContent('No valid e-mail address');
    // Whoever received the earlier version is picked again.
    expect(john).toBeChecked();
    expect(lucia).not.toBeChecked();
    await user.click(lucia);
    expect(dialog).toHaveTextContent('Rumbo e-mails the PDF of version 2 to 2 contacts');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2 contacts' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(update).toHaveBeenCalledWith(
      DRAFT_QUOTE.id,
      { state: 'sent', recipients: ['contact00000002', 'contact00000001'] },
      expect.anything(),
    );
    expect(await screen.findByText('Quote QTE20260012 sent: 2 e-mails queued.')).toBeVisible();
  });

  it('with nobody picked, says no e-mail goes out and only marks it sent', async () => {
    update.mockResolvedValue({ ...DRAFT_QUOTE, state: 'sent' } as never);
    const { user, dialog, onChanged } = await openSendDialog();
    await user.click(within(dialog).getByRole('checkbox', { name: /John Reed/ }));
    expect(dialog).toHaveTextContent('No contact picked: the quote is only marked as sent');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as sent' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(update).toHaveBeenCalledWith(
      DRAFT_QUOTE.id,
      { state: 'sent', recipients: [] },
      expect.anything(),
    );
  });

  it('shows a refusal in the dialog and keeps the picks', async () => {
    update.mockRejectedValue(
      refusal({
        validUntil: {
          code: 'validation_quote_expired',
          message: 'The quote is no longer valid: set a later date before sending it.',
        },
        recipients: {
          code: 'validation_quote_recipient_address',
          message: 'John Reed has no valid e-mail address: correct it on the partner.',
        },
      }),
    );
    const { user, dialog, onChanged } = await openSendDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send to 1 contact' }));
    expect(
      await within(dialog).findByText(
        'The quote is no longer valid: set a later validity date in the quote first.',
      ),
    ).toBeVisible();
    // The recipients' problem under the recipients (the group's wrapper holds its error).
    const group = within(dialog).getByRole('group', { name: 'Recipients' });
    expect(group.parentElement).toHaveTextContent('A picked contact has no valid e-mail address');
    expect(within(dialog).getByRole('checkbox', { name: /John Reed/ })).toBeChecked();
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('says the client gets the quote as saved while the editor has unsaved changes', async () => {
    const dirty = await openSendDialog(true);
    expect(dirty.dialog).toHaveTextContent('This quote has unsaved changes');
    dirty.unmount();
    const saved = await openSendDialog(false);
    expect(saved.dialog).not.toHaveTextContent('unsaved changes');
  });

  it('says the server is out of reach when it is', async () => {
    update.mockRejectedValue(refusalOffline());
    const { user, dialog } = await openSendDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Send to 1 contact' }));
    expect(
      await within(dialog).findByText(/The server can’t be reached, so nothing was changed/),
    ).toBeVisible();
  });
});

function refusalOffline() {
  const error = refusal({});
  error.status = 0;
  return error;
}
