import type { MilestoneNotification } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { useRelativeTime } from '#ui/relative-time.ts';

export type NotificationText = {
  /** 'Provide actual date for {milestone label} (overdue)' (SPEC §2). */
  message: string;
  milestone: string;
  reference: string;
  /** How long ago the milestone became overdue: 'just now', 'N min ago', 'N h ago', 'N d ago'. */
  since: string;
};

/**
 * The texts of a notification. The relative time counts from the due time, which every device
 * computes alike, rather than from when this browser first saw the notification.
 */
export function useNotificationText(): (
  n: MilestoneNotification,
  nowMs: number,
) => NotificationText {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  return (notification, nowMs) => {
    const milestone = t(`milestones.${notification.milestone}`);
    return {
      message: t('notifications.overdueItem', { milestone }),
      milestone,
      reference: notification.reference || t('notifications.noReference'),
      since: relativeTime(notification.dueAt, new Date(nowMs)),
    };
  };
}
