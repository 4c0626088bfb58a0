import { NavLink, ScrollArea } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIDEBAR_GROUPS, type SidebarLink } from './sidebar-groups.ts';

export type DashboardSidebarProps = {
  isAdmin: boolean;
  onNavigate: () => void;
};

export function DashboardSidebar({ isAdmin, onNavigate }: DashboardSidebarProps) {
  const { t } = useTranslation();
  const groups = SIDEBAR_GROUPS.filter((group) => !group.isAdminOnly || isAdmin);
  return (
    <ScrollArea component="nav" aria-label={t('shell.navigation')} p="sm" style={{ flex: 1 }}>
      {groups.map((group) => (
        <NavLink
          key={group.key}
          label={t(`shell.groups.${group.key}`)}
          defaultOpened
          childrenOffset={0}
          fw={700}
        >
          {group.links.map((link) => (
            <SidebarNavLink key={link.key} link={link} onNavigate={onNavigate} />
          ))}
        </NavLink>
      ))}
    </ScrollArea>
  );
}

type SidebarNavLinkProps = { link: SidebarLink; onNavigate: () => void };

function SidebarNavLink({ link, onNavigate }: SidebarNavLinkProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const Icon = link.icon;
  const common = {
    label: t(`shell.links.${link.key}`),
    leftSection: <Icon size={18} aria-hidden />,
  };
  if (link.isExternal) {
    const external = <IconExternalLink size={14} aria-hidden />;
    return (
      <NavLink
        {...common}
        component="a"
        href={link.to}
        target="_blank"
        rel="noopener"
        rightSection={external}
      />
    );
  }
  const isActive = pathname === link.to || (!link.isExact && pathname.startsWith(`${link.to}/`));
  return (
    <NavLink {...common} component={Link} to={link.to} active={isActive} onClick={onNavigate} />
  );
}
