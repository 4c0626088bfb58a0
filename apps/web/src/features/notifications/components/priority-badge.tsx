import { Badge } from '@mantine/core';
import type { NotificationPriority } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS } from '../notification-colors.ts';

export type PriorityBadgeProps = { priority: NotificationPriority };

/** The priority tag of a notification. */
export function PriorityBadge({ priority }: PriorityBadgeProps) {
  const { t } = useTranslation();
  const colors = PRIORITY_COLORS[priority];
  return (
    <Badge size="sm" radius="sm" color={colors.background} c={colors.text} miw="max-content">
      {t(`notifications.priorities.${priority}`)}
    </Badge>
  );
}
