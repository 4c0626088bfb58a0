import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { confirmAction, type ConfirmActionInput } from './confirm-dialog.tsx';

const CLOSE_DIRTY: ConfirmActionInput = {
  message: 'You have unsaved changes. Close without saving?',
  confirmLabel: 'Close without saving',
  cancelLabel: 'Keep editing',
  destructive: true,
};

/** Opens the dialog under the providers it needs (as the app mounts them) and waits for it. */
async function openDialog(input: ConfirmActionInput = CLOSE_DIRTY) {
  renderAs(null, { signedIn: 'keep', showLocation: false });
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirmAction(input);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Confirm action' });
  return { answer, dialog };
}

describe('confirmAction', () => {
  it('shows the title, the message and the given button labels', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveTextContent(CLOSE_DIRTY.message);
    expect(within(dialog).getByRole('button', { name: 'Close without saving' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Keep editing' })).toBeEnabled();
  });

  it('falls back to Confirm and Cancel', async () => {
    const { dialog } = await openDialog({ message: 'Delete the partner?' });
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveTextContent('Confirm');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveTextContent('Cancel');
  });

  it('confirms on Enter', async () => {
    const { answer } = await openDialog();
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('confirms on Enter while the focus is off the buttons', async () => {
    const { answer, dialog } = await openDialog();
    dialog.focus();
    expect(dialog).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(true);
  });

  it('cancels on Escape', async () => {
    const { answer } = await openDialog();
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('confirms and cancels with the buttons', async () => {
    const first = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Close without saving' }));
    await expect(first.answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    let second!: Promise<boolean>;
    act(() => {
      second = confirmAction(CLOSE_DIRTY);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await expect(second).resolves.toBe(false);
  });

  it('cancels with the close cross, which has a name', async () => {
    const { answer, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await expect(answer).resolves.toBe(false);
  });

  it('lets Enter on a focused Keep editing button keep editing', async () => {
    const { answer } = await openDialog();
    screen.getByRole('button', { name: 'Keep editing' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });

  it('starts with the focus on the confirm button', async () => {
    await openDialog();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Close without saving' })).toHaveFocus(),
    );
  });
});
