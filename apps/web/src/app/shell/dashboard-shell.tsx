import { AppShell, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import { DashboardTopBar } from './dashboard-top-bar.tsx';
import { isPlatformAdmin } from '@rumbo/domain';
import { ThemeSwitch } from './theme-switch.tsx';

// SPEC §9: the dashboard is in its mobile layout at 860 px or less.
const MOBILE_MAX_WIDTH_PX = 860;

/** Minimal dashboard shell: sidebar with the SPEC groups, top bar with email and sign-out. */
export function DashboardShell() {
  const [isNavOpened, nav] = useDisclosure(false);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`) ?? false;
  const { user } = useAuthSession();
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{
        width: 260,
        breakpoint: MOBILE_MAX_WIDTH_PX + 1,
        collapsed: { mobile: !isNavOpened },
      }}
      padding="md"
    >
      <AppShell.Header>
        <DashboardTopBar
          email={user?.email ?? ''}
          isNavOpened={isNavOpened}
          isMobile={isMobile}
          onToggleNav={nav.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar>
        <DashboardSidebar isAdmin={isPlatformAdmin(user)} onNavigate={nav.close} />
        {isMobile && (
          <Stack p="md" gap="xs">
            <Text size="sm" c="dimmed" truncate>
              {user?.email}
            </Text>
            <ThemeSwitch />
          </Stack>
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
