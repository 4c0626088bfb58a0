import {
  IconBell,
  IconBuilding,
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
};

export type SidebarGroup = {
  key: 'forwarding' | 'website' | 'administration';
  links: SidebarLink[];
  isAdminOnly?: boolean;
};

/** SPEC §2 Dashboard shell sidebar. Plan-based hiding (silver) comes with membership. */
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
      { key: 'reports', to: paths.dashboard.reports, icon: IconReportAnalytics },
    ],
  },
  {
    key: 'website',
    links: [
      { key: 'siteDemo', to: paths.trackingDemo, icon: IconWorldWww, isExternal: true },
      { key: 'tariffs', to: paths.dashboard.tariffs, icon: IconReceipt },
    ],
  },
  {
    key: 'administration',
    isAdminOnly: true,
    links: [{ key: 'companies', to: paths.dashboard.companies, icon: IconBuilding }],
  },
];
