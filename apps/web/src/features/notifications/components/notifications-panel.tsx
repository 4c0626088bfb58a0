import { Box } from '@mantine/core';
import { NotificationsSummary } from './notifications-summary.tsx';

export type NotificationsPanelProps = {
  /** Called when the user follows a link, so the drawer can close. */
  onNavigate?: () => void;
};

/** The Notifications tab of the mobile drawer: the popover's list (SPEC §2 Mobile). */
export function NotificationsPanel({ onNavigate }: NotificationsPanelProps) {
  return (
    <Box p="md">
      <NotificationsSummary onNavigate={onNavigate} />
    </Box>
  );
}
