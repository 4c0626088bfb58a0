import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { DataLayerEffects } from './data-layer-effects.tsx';
import { AccessGate } from '#features/access/components/access-gate.tsx';
import { useAccess } from '#features/access/use-access.ts';
import { NotificationsProvider } from '#features/notifications/components/notifications-provider.tsx';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import { DashboardTopBar } from './dashboard-top-bar.tsx';
import { MobileDrawer } from './mobile-drawer.tsx';
import { UpdateNotice } from './update-notice.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { useDrawerSwipe } from './use-drawer-swipe.ts';
import { useSidebarCollapsed } from './use-sidebar-preferences.ts';

// SPEC §9: the dashboard is in its mobile layout at 860 px or less.
const MOBILE_MAX_WIDTH_PX = 860;
const SIDEBAR_WIDTH_PX = 264;
const SIDEBAR_COLLAPSED_WIDTH_PX = 72;

/** The dashboard's frame: sidebar, top bar, mobile drawer, and the screen in the middle. */
export function DashboardShell() {
  const { hasAccess } = useAccess();
  // Read synchronously so a phone never renders the desktop sidebar first.
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`, undefined, {
    getInitialValueInEffect: false,
  });
  const [isCollapsed, setCollapsed] = useSidebarCollapsed();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  useDrawerSwipe({
    enabled: isMobile,
    isOpen: isDrawerOpen,
    onOpen: drawer.open,
    onClose: drawer.close,
  });
  return (
    <NotificationsProvider enabled={hasAccess}>
      <DataLayerEffects />
      <SkipLink />
      <UpdateNotice />
      <AppShell
        header={{ height: 60 }}
        navbar={
          isMobile
            ? undefined
            : {
                width: isCollapsed ? SIDEBAR_COLLAPSED_WIDTH_PX : SIDEBAR_WIDTH_PX,
                breakpoint: 0,
              }
        }
        padding="md"
      >
        <AppShell.Header>
          <DashboardTopBar
            isMobile={isMobile}
            isSidebarCollapsed={isCollapsed}
            isDrawerOpen={isDrawerOpen}
            onToggleSidebar={() => setCollapsed((current) => !current)}
            onOpenDrawer={drawer.open}
          />
        </AppShell.Header>
        {!isMobile && (
          <AppShell.Navbar>
            <DashboardSidebar isCollapsed={isCollapsed} />
          </AppShell.Navbar>
        )}
        {/* The skip link's target; focusable from script only, so Tab order is unchanged. */}
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
          <AccessGate>
            <Outlet />
          </AccessGate>
        </AppShell.Main>
      </AppShell>
      {isMobile && <MobileDrawer isOpen={isDrawerOpen} onClose={drawer.close} />}
    </NotificationsProvider>
  );
}
