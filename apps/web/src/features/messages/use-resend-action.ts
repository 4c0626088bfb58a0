import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import type { MessageListItem } from '#data/messages/messages-query.ts';
import { useResendMessage } from '#data/messages/resend-message.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';

/**
 * Resend, asked first in the 'Confirm action' dialog: the server queues a copy as a new message,
 * a toast says so and the log is read again. Offline nothing is queued, and the toast says that.
 */
export function useResendAction() {
  const { t } = useTranslation();
  const resend = useResendMessage();
  const [isConfirming, setConfirming] = useState(false);
  const run = async (message: MessageListItem) => {
    setConfirming(true);
    const recipient = message.recipientName
      ? `${message.recipientName} <${message.recipient}>`
      : message.recipient;
    const confirmed = await confirmAction({
      message: t('messages.resendConfirm', { subject: message.subject, recipient }),
      confirmLabel: t('messages.resendConfirmLabel'),
    });
    setConfirming(false);
    if (!confirmed) return;
    try {
      await resend.mutateAsync(message.id);
      showToast({ message: t('messages.resent', { recipient }), tone: 'success' });
    } catch (error) {
      showToast({
        message: isServerUnreachable(error)
          ? t('messages.resendOffline')
          : t('messages.resendFailed', { message: serverErrorText(error) }),
        tone: 'error',
        durationMs: 6000,
      });
    }
  };
  return { run, isConfirming, isPending: resend.isPending };
}
