import { Button } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NotificationEntry } from '../notifications-context.ts';
import type { NotificationText } from '../use-notification-text.ts';

export type NotificationStatusActionProps = {
  notification: NotificationEntry;
  text: NotificationText;
  onAcknowledge: (notification: NotificationEntry) => void;
  onReopen: (notification: NotificationEntry) => void;
};

/** "Mark as seen" for an open notification, "Reopen" for an acknowledged one. */
export function NotificationStatusAction({
  notification,
  text,
  onAcknowledge,
  onReopen,
}: NotificationStatusActionProps) {
  const { t } = useTranslation();
  if (notification.status === 'ack')
    return (
      <Button
        variant="default"
        size="compact-sm"
        leftSection={<IconArrowBackUp size={16} aria-hidden />}
        aria-label={t('notifications.reopenItem', text)}
        onClick={() => onReopen(notification)}
      >
        {t('notifications.reopen')}
      </Button>
    );
  return (
    <Button
      variant="default"
      size="compact-sm"
      leftSection={<IconCheck size={16} aria-hidden />}
      aria-label={t('notifications.markSeenItem', text)}
      onClick={() => onAcknowledge(notification)}
    >
      {t('notifications.markSeen')}
    </Button>
  );
}
