import {
  IconBell,
  IconBuilding,
  IconFileDollar,
  IconFileInvoice,
  IconLayoutDashboard,
  IconPlane,
  IconReceipt,
  IconReportAnalytics,
  IconShip,
  IconTruck,
  IconUsers,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '#lib/paths.ts';

export type SidebarLink = {
  key:
    | 'dashboard'
    | 'notifications'
    | 'ocean'
    | 'air'
    | 'land'
    | 'partners'
    | 'quotes'
    | 'invoices'
    | 'reports'
    | 'siteDemo'
    | 'tariffs'
    | 'companies';
  to: string;
  icon: Icon;
  /** Opens in a new tab (Site Demo). */
  isExternal?: boolean;
  /** Active only on this exact path, not on the pages below it. */
  isExact?: boolean;

  /** Hidden on the silver plan (SPEC §2: Tariffs and that plan's Site Demo entry; Quotes). */
  needsTariffs?: boolean;
};

export type SidebarGroupKey = 'forwarding' | 'website' | 'administration';

export type SidebarGroup = {
  key: SidebarGroupKey;
  links: SidebarLink[];
  isAdminOnly?: boolean;
};

export type SidebarVisibility = { isAdmin: boolean; canSeeTariffs: boolean };

/** SPEC §2 Dashboard shell sidebar, every entry; visibleSidebarGroups applies the rules. */
export const SIDEBAR_GROUPS: readonly SidebarGroup[] = [
  {
    key: 'forwarding',
    links: [
      { key: 'dashboard', to: paths.dashboard.home, icon: IconLayoutDashboard, isExact: true },
      { key: 'notifications', to: paths.dashboard.notifications, icon: IconBell },
      { key: 'ocean', to: paths.dashboard.shipments('ocean'), icon: IconShip },
      { key: 'air', to: paths.dashboard.shipments('air'), icon: IconPlane },
      { key: 'land', to: paths.dashboard.shipments('land'), icon: IconTruck },
      { key: 'partners', to: paths.dashboard.partners, icon: IconUsers },
      { key: 'quotes', to: paths.dashboard.quotes, icon: IconFileDollar, needsTariffs: true },
      // Every plan bills (issue 39); its payments and aging are tabs of the invoices page.
      { key: 'invoices', to: paths.dashboard.invoices, icon: IconFileInvoice },
      { key: 'reports', to: paths.dashboard.reports, icon: IconReportAnalytics },
    ],
  },
  {
    key: 'website',
    links: [
      {
        key: 'siteDemo',
        to: paths.trackingDemo,
        icon: IconWorldWww,
        isExternal: true,
        needsTariffs: true,
      },
      { key: 'tariffs', to: paths.dashboard.tariffs, icon: IconReceipt, needsTariffs: true },
    ],
  },
  {
    key: 'administration',
    isAdminOnly: true,
    links: [{ key: 'companies', to: paths.dashboard.companies, icon: IconBuilding }],
  },
];

/**
 * The groups and entries a user sees (SPEC §2, §6): Administration only for platform admins,
 * no Tariffs or Site Demo on the silver plan, and no group left without entries.
 */
export function visibleSidebarGroups({
  isAdmin,
  canSeeTariffs,
}: SidebarVisibility): SidebarGroup[] {
  return SIDEBAR_GROUPS.filter((group) => !group.isAdminOnly || isAdmin)
    .map((group) => ({
      ...group,
      links: group.links.filter((link) => !link.needsTariffs || canSeeTariffs),
    }))
    .filter((group) => group.links.length > 0);
}
