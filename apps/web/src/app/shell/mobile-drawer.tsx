import { Drawer, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAccess } from '#features/access/use-access.ts';
import { NotificationsPanel } from '#features/notifications/components/notifications-panel.tsx';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import { LiveClock } from './live-clock.tsx';
import { MobileProfilePanel } from './mobile-profile-panel.tsx';
import { SidebarBrand } from './sidebar-brand.tsx';

export type MobileDrawerProps = {
  isOpen: boolean;
  onClose: () => void;
};

/**
 * The mobile layout's drawer (SPEC §2 Mobile) with the tabs Menu, Notifications and Profile.
 * Mantine's Drawer traps the focus, closes on Escape and on its close button, and gives the
 * focus back to the button that opened it. Built from its parts so the brand (logo, name,
 * plan badge) can head it without being squeezed into a heading element.
 */
export function MobileDrawer({ isOpen, onClose }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { hasAccess } = useAccess();
  return (
    <Drawer.Root opened={isOpen} onClose={onClose} size={320}>
      <Drawer.Overlay />
      <Drawer.Content aria-label={t('shell.mobileMenu')}>
        <Drawer.Header px="md">
          {/* The top bar has no room for the clock at this width (SPEC §2): it heads the menu. */}
          <Stack gap={0} miw={0} pb="xs">
            <SidebarBrand />
            <LiveClock />
          </Stack>
          <Drawer.CloseButton aria-label={t('shell.closeMenu')} />
        </Drawer.Header>
        <Drawer.Body p={0}>
          <Tabs defaultValue="menu">
            <Tabs.List grow>
              <Tabs.Tab value="menu">{t('shell.mobileTabs.menu')}</Tabs.Tab>
              <Tabs.Tab value="notifications" disabled={!hasAccess}>
                {t('shell.mobileTabs.notifications')}
              </Tabs.Tab>
              <Tabs.Tab value="profile">{t('shell.mobileTabs.profile')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="menu">
              <DashboardSidebar withBrand={false} onNavigate={onClose} />
            </Tabs.Panel>
            <Tabs.Panel value="notifications">
              <NotificationsPanel onNavigate={onClose} />
            </Tabs.Panel>
            <Tabs.Panel value="profile">
              <MobileProfilePanel onNavigate={onClose} />
            </Tabs.Panel>
          </Tabs>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
