import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deriveAccess, type Access } from '#features/access/access.ts';
import { NotificationsProvider } from '#features/notifications/components/notifications-provider.tsx';
import { pb } from '#lib/pocketbase.ts';
import { testAccess } from '#test/access.ts';
import { renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import { DashboardTopBar } from './dashboard-top-bar.tsx';

const access = vi.hoisted(() => ({ current: null as Access | null }));
vi.mock('#features/access/use-access.ts', () => ({ useAccess: () => access.current }));

const SILVER_STAFF = {
  id: 'staffplata00001',
  email: 'staff@plata.test',
  company: 'rmbcompanyplata',
  role: '' as const,
};

/** The access of a silver-plan user while their company is still being read, as useAccess has it. */
function accessWhileLoading(): Access {
  return deriveAccess({
    user: SILVER_STAFF as Access['user'],
    company: null,
    now: new Date(),
    isLoading: true,
    productName: 'Rumbo',
    fileUrl: () => '',
  });
}

function renderShell() {
  const shell = (
    <NotificationsProvider enabled={false}>
      <DashboardTopBar
        isMobile={false}
        isSidebarCollapsed={false}
        isDrawerOpen={false}
        onToggleSidebar={() => undefined}
        onOpenDrawer={() => undefined}
      />
      <DashboardSidebar />
    </NotificationsProvider>
  );
  renderAs(shell, {
    signedIn: 'keep',
    dataRouter: true,
    path: '/dashboard',
    queryClient: new QueryClient(),
    showLocation: false,
  });
}

beforeEach(() => {
  signInAs(SILVER_STAFF);
});
afterEach(() => pb.authStore.clear());

// After every sign-in and reload the company takes 0.2–2.4 s to arrive: until then the shell
// shows neutral shapes, never an answer that is wrong for this user (issue 16).
describe('the dashboard shell while the access loads', () => {
  it('shows no brand, plan, search, bell or navigation answer yet', async () => {
    access.current = accessWhileLoading();
    expect(access.current).toMatchObject({ status: 'loading', brandName: 'Rumbo' });
    renderShell();
    expect(await screen.findByRole('status', { name: 'Loading your access…' })).toBeVisible();
    expect(screen.queryByText('Rumbo')).toBeNull();
    expect(screen.queryByText('No plan')).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Search unavailable' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Tariffs' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Site Demo/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('shows the answers once the access is known', async () => {
    access.current = testAccess({
      brandName: 'Plata Cargo',
      plan: 'silver',
      planBadge: 'silver',
      canSeeTariffs: false,
    });
    renderShell();
    expect(await screen.findByText('Plata Cargo')).toBeVisible();
    expect(screen.getByText('Silver')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search shipments' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Tariffs' })).toBeNull();
  });
});
