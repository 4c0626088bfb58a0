import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Access } from '#features/access/access.ts';
import {
  OPEN_SHIPMENTS_KEY_PREFIX,
  openShipment,
} from '#data/open-shipments/open-shipments-store.ts';
import { testAccess } from '#test/access.ts';
import { renderAs } from '#test/render-as.tsx';
import { DashboardSidebar } from './dashboard-sidebar.tsx';
import { SIDEBAR_GROUPS_KEY } from './use-sidebar-preferences.ts';

const access = vi.hoisted(() => ({ current: null as Access | null }));
vi.mock('#features/access/use-access.ts', () => ({ useAccess: () => access.current }));

function renderSidebar(props: { isCollapsed?: boolean } = {}, path = '/dashboard') {
  const { router } = renderAs(<DashboardSidebar {...props} />, {
    signedIn: 'keep',
    dataRouter: true,
    path,
    queryClient: new QueryClient(),
    showLocation: false,
  });
  return { router: router!, nav: screen.getByRole('navigation', { name: 'Dashboard navigation' }) };
}

beforeEach(() => {
  access.current = testAccess();
});

describe('DashboardSidebar', () => {
  it('shows the brand name, the default logo and the plan badge', () => {
    renderSidebar();
    expect(screen.getByText('Golfo Logistics')).toBeVisible();
    expect(screen.getByText('Gold').closest('[data-plan]')).toHaveAttribute('data-plan', 'gold');
    expect(screen.getByTestId('sidebar-brand').querySelector('img')).toHaveAttribute(
      'src',
      '/favicon.svg',
    );
  });

  it.each([
    ['silver', 'Silver'],
    ['enterprise', 'Enterprise'],
    ['personal_development', 'Personal development'],
  ] as const)('labels the %s badge', (planBadge, label) => {
    access.current = testAccess({ planBadge, plan: planBadge });
    renderSidebar();
    expect(screen.getByText(label).closest('[data-plan]')).toHaveAttribute('data-plan', planBadge);
  });

  it('shows an unknown plan as stored on the default badge', () => {
    access.current = testAccess({ planBadge: 'default', plan: 'Starter' });
    renderSidebar();
    expect(screen.getByText('Starter').closest('[data-plan]')).toHaveAttribute(
      'data-plan',
      'default',
    );
  });

  it('shows the company logo when there is one', () => {
    access.current = testAccess({ brandLogoUrl: 'https://cdn.test/golfo.png' });
    renderSidebar();
    const logo = screen.getByTestId('sidebar-brand').querySelector('img');
    expect(logo).toHaveAttribute('src', 'https://cdn.test/golfo.png');
  });

  it('lists the entries with Site Demo opening the tracking demo in a new tab', () => {
    const { nav } = renderSidebar();
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Notifications',
      'Ocean',
      'Air',
      'Land',
      'Partners',
      'Quotes',
      'Invoices',
      'Reports',
      'Site Demo',
      'Tariffs',
    ]);
    const demo = within(nav).getByRole('link', { name: 'Site Demo (opens in a new tab)' });
    expect(demo).toHaveAttribute('href', '/tracking-demo');
    expect(demo).toHaveAttribute('target', '_blank');
    expect(demo).toHaveAttribute('rel', 'noopener');
  });

  it('marks the current screen', () => {
    const { nav } = renderSidebar({}, '/dashboard/shipments/air');
    expect(within(nav).getByRole('link', { name: 'Air' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('disables every entry while access is inactive', () => {
    access.current = testAccess({ hasAccess: false, membership: 'expired' });
    act(() => openShipment({ id: 's1', mode: 'ocean', reference: 'OCN-1' }));
    const { nav } = renderSidebar();
    const links = within(nav).getAllByRole('link');
    expect(links.length).toBe(12);
    for (const link of links) {
      expect(link).toHaveAttribute('aria-disabled', 'true');
      expect(link).not.toHaveAttribute('href');
    }
  });

  it('closes a group and remembers it', async () => {
    const { nav } = renderSidebar();
    const header = within(nav).getByRole('button', { name: 'Website' });
    expect(header).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'false');
    expect(JSON.parse(localStorage.getItem(SIDEBAR_GROUPS_KEY) ?? '{}')).toEqual({
      website: false,
    });
  });

  it('starts with the groups the user closed before', () => {
    localStorage.setItem(SIDEBAR_GROUPS_KEY, JSON.stringify({ forwarding: false }));
    const { nav } = renderSidebar();
    expect(within(nav).getByRole('button', { name: 'Forwarding System' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(nav).getByRole('button', { name: 'Website' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows icons named by their entry when collapsed', () => {
    const { nav } = renderSidebar({ isCollapsed: true });
    expect(within(nav).queryByRole('button', { name: 'Website' })).toBeNull();
    const ocean = within(nav).getByRole('link', { name: 'Ocean' });
    expect(ocean).toHaveTextContent('');
    expect(screen.queryByText('Golfo Logistics')).toBeNull();
    expect(screen.getByRole('img', { name: 'Golfo Logistics logo' })).toBeVisible();
  });
});

describe('Recent shipments', () => {
  it('lists open shipments with their mode and a link that reopens them', () => {
    act(() => openShipment({ id: 'abc123', mode: 'air', reference: 'AIR-2026-0001' }));
    renderSidebar();
    const list = screen.getByRole('region', { name: 'Recent shipments' });
    const link = within(list).getByRole('link', { name: /AIR-2026-0001/ });
    expect(link).toHaveAttribute('href', '/dashboard/shipments/air?open=abc123');
    expect(within(link).getByRole('img', { name: 'Air shipment' })).toBeInTheDocument();
  });

  it('closes a saved shipment at once', async () => {
    act(() => openShipment({ id: 's1', mode: 'land', reference: 'LND-1' }));
    renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Close LND-1' }));
    expect(screen.queryByRole('region', { name: 'Recent shipments' })).toBeNull();
  });

  it('asks before closing one with unsaved changes', async () => {
    act(() => openShipment({ id: 's1', mode: 'ocean', reference: 'OCN-1', dirty: true }));
    renderSidebar();
    await userEvent.click(screen.getByRole('button', { name: 'Close OCN-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Close without saving?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: /OCN-1/ })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Close OCN-1' }));
    const again = await screen.findByRole('dialog', { name: 'Confirm action' });
    await userEvent.click(within(again).getByRole('button', { name: 'Close without saving' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /OCN-1/ })).toBeNull());
    const stored = Object.keys(localStorage).filter((key) =>
      key.startsWith(OPEN_SHIPMENTS_KEY_PREFIX),
    );
    expect(stored.map((key) => localStorage.getItem(key))).toEqual(['[]']);
  });
});
