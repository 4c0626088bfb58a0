import { describe, expect, it } from 'vitest';
import { visibleSidebarGroups, type SidebarVisibility } from './sidebar-groups.ts';

function entries(visibility: SidebarVisibility) {
  return visibleSidebarGroups(visibility).map((group) => [
    group.key,
    group.links.map((link) => link.key),
  ]);
}

const FORWARDING = [
  'forwarding',
  [
    'dashboard',
    'notifications',
    'ocean',
    'air',
    'land',
    'partners',
    'quotes',
    'invoices',
    'reports',
  ],
];
const FORWARDING_SILVER = [
  'forwarding',
  ['dashboard', 'notifications', 'ocean', 'air', 'land', 'partners', 'invoices', 'reports'],
];

describe('visibleSidebarGroups', () => {
  it('shows platform admins every group, Administration included', () => {
    expect(entries({ isAdmin: true, canSeeTariffs: true })).toEqual([
      FORWARDING,
      ['website', ['siteDemo', 'tariffs']],
      ['administration', ['companies']],
    ]);
  });

  it('hides Administration from company users', () => {
    expect(entries({ isAdmin: false, canSeeTariffs: true })).toEqual([
      FORWARDING,
      ['website', ['siteDemo', 'tariffs']],
    ]);
  });

  it('hides Quotes, Tariffs and Site Demo, and so the Website group, on the silver plan', () => {
    expect(entries({ isAdmin: false, canSeeTariffs: false })).toEqual([FORWARDING_SILVER]);
  });

  it('leads Quotes to the quotes list', () => {
    const forwarding = visibleSidebarGroups({ isAdmin: false, canSeeTariffs: true })[0];
    expect(forwarding?.links.find((link) => link.key === 'quotes')).toMatchObject({
      to: '/dashboard/quotes',
    });
  });

  it('leads Invoices to the invoices list on every plan', () => {
    for (const canSeeTariffs of [true, false]) {
      const forwarding = visibleSidebarGroups({ isAdmin: false, canSeeTariffs })[0];
      expect(forwarding?.links.find((link) => link.key === 'invoices')).toMatchObject({
        to: '/dashboard/invoices',
      });
    }
  });

  it('opens Site Demo in a new tab at the tracking demo', () => {
    const website = visibleSidebarGroups({ isAdmin: false, canSeeTariffs: true })[1];
    expect(website?.links[0]).toMatchObject({ to: '/tracking-demo', isExternal: true });
  });
});
