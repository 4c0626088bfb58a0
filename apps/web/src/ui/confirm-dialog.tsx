import { modals } from '@mantine/modals';
import { i18n } from '#i18n/i18n.ts';
import { ConfirmDialogBody } from './confirm-dialog-body.tsx';

export type ConfirmActionInput = {
  message: string;
  /** Defaults to 'Confirm'. */
  confirmLabel?: string;
  /** Defaults to 'Cancel'. */
  cancelLabel?: string;
  /** Paints the confirm button red (closing without saving, deleting). */
  destructive?: boolean;
};

let dialogCount = 0;

/**
 * Opens the 'Confirm action' dialog (SPEC §2) and resolves true when the user confirms (button
 * or Enter) and false when they cancel (button, Escape, close button or a click outside).
 * Needs the ModalsProvider that the app providers mount.
 */
export function confirmAction(input: ConfirmActionInput): Promise<boolean> {
  dialogCount += 1;
  const modalId = `confirm-action-${dialogCount}`;
  return new Promise((resolve) => {
    let isSettled = false;
    const settle = (confirmed: boolean) => {
      if (isSettled) return;
      isSettled = true;
      resolve(confirmed);
    };
    const handleAnswer = (confirmed: boolean) => {
      settle(confirmed);
      modals.close(modalId);
    };
    modals.open({
      modalId,
      title: i18n.t('confirm.title'),
      centered: true,
      onClose: () => settle(false),
      // Mantine's close cross is an icon alone: without a name axe finds a nameless button.
      closeButtonProps: { 'aria-label': i18n.t('confirm.close') },
      children: <ConfirmDialogBody {...input} onAnswer={handleAnswer} />,
    });
  });
}
