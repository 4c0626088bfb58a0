import type { TFunction } from 'i18next';
import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRIORITY_COLORS } from '../notification-colors.ts';
import type { NotificationsStatus } from '../notifications-context.ts';
import { useNotifications } from '../use-notifications.ts';
import { NotificationsSummary } from './notifications-summary.tsx';

// Beyond this the badge would outgrow the bell; the accessible name keeps the exact count.
const BADGE_MAX = 99;

export type NotificationBellProps = {
  /** SPEC §4: without an active membership notifications are disabled. */
  disabled?: boolean;
};

/** The top bar's bell: open count coloured by the top priority, and the popover of SPEC §2. */
export function NotificationBell({ disabled = false }: NotificationBellProps) {
  const { t } = useTranslation();
  const { status, openCount: count, topPriority } = useNotifications();
  const [isOpen, setOpen] = useState(false);
  const handleClose = () => setOpen(false);
  const isDisabled = disabled || status === 'disabled';
  const colors = topPriority ? PRIORITY_COLORS[topPriority] : PRIORITY_COLORS.low;
  return (
    <Popover
      opened={isOpen && !isDisabled}
      onChange={setOpen}
      position="bottom-end"
      width="min(400px, calc(100vw - 16px))"
      shadow="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={bellLabel(t, isDisabled ? 'disabled' : status, count)}
          // The count badge sits on the bell's corner, partly outside the button.
          style={{ overflow: 'visible' }}
          disabled={isDisabled}
          onClick={() => setOpen((current) => !current)}
        >
          <Indicator
            label={count > BADGE_MAX ? `${BADGE_MAX}+` : count}
            disabled={isDisabled || count === 0}
            size={16}
            offset={2}
            color={colors.background}
            styles={{ indicator: { color: colors.text, fontWeight: 700 } }}
          >
            <IconBell size={20} aria-hidden />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      {/* Seven items (and the offline note) outgrow a short window: See more stays reachable. */}
      <Popover.Dropdown mah="calc(100dvh - 72px)" style={{ overflowY: 'auto' }}>
        <NotificationsSummary onNavigate={handleClose} />
      </Popover.Dropdown>
    </Popover>
  );
}

function bellLabel(t: TFunction, status: NotificationsStatus, count: number) {
  if (status === 'disabled') return t('notifications.bellUnavailable');
  if (status === 'loading') return t('notifications.bellLoading');
  return count > 0 ? t('notifications.bell', { count }) : t('notifications.bellNone');
}
