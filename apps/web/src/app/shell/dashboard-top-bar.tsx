import { ActionIcon, Burger, Group, Text, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SyncIndicator } from './sync-indicator.tsx';
import { useAccess } from '#features/access/use-access.ts';
import { NotificationBell } from '#features/notifications/components/notification-bell.tsx';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { BellPlaceholder, SearchPlaceholder } from './access-placeholders.tsx';
import { LiveClock } from './live-clock.tsx';
import { ShipmentSearch } from './shipment-search.tsx';
import { UserMenu } from './user-menu.tsx';

export type DashboardTopBarProps = {
  /** Mobile layout: a menu button for the drawer instead of the sidebar toggle. */
  isMobile: boolean;
  isSidebarCollapsed: boolean;
  isDrawerOpen: boolean;
  onToggleSidebar: () => void;
  onOpenDrawer: () => void;
};

/** Search, clock, email, sync state, notification bell and user menu (SPEC §2 Top bar). */
export function DashboardTopBar({
  isMobile,
  isSidebarCollapsed,
  isDrawerOpen,
  onToggleSidebar,
  onOpenDrawer,
}: DashboardTopBarProps) {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  const { status, hasAccess } = useAccess();
  const isAccessKnown = status !== 'loading';
  const toggleLabel = isSidebarCollapsed ? t('shell.expandSidebar') : t('shell.collapseSidebar');
  const ToggleIcon = isSidebarCollapsed
    ? IconLayoutSidebarLeftExpand
    : IconLayoutSidebarLeftCollapse;
  return (
    <Group h="100%" px={isMobile ? 'sm' : 'md'} gap="sm" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
        {isMobile ? (
          <Burger
            opened={isDrawerOpen}
            onClick={onOpenDrawer}
            size="sm"
            aria-label={t('shell.openMenu')}
            aria-expanded={isDrawerOpen}
          />
        ) : (
          <Tooltip label={toggleLabel}>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={toggleLabel}
              aria-expanded={!isSidebarCollapsed}
              onClick={onToggleSidebar}
            >
              <ToggleIcon size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {isAccessKnown ? <ShipmentSearch isDisabled={!hasAccess} /> : <SearchPlaceholder />}
      </Group>
      <Group gap={isMobile ? 'xs' : 'md'} wrap="nowrap">
        {!isMobile && <LiveClock />}
        {!isMobile && (
          <Text size="sm" truncate="end" maw={220}>
            {user?.email}
          </Text>
        )}
        <SyncIndicator />
        {isAccessKnown ? <NotificationBell disabled={!hasAccess} /> : <BellPlaceholder />}
        <UserMenu />
      </Group>
    </Group>
  );
}
