import { NavLink, Tooltip } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SidebarLink } from './sidebar-groups.ts';

export type SidebarNavLinkProps = {
  link: SidebarLink;
  /** Icons only: the name moves to a tooltip and the accessible name. */
  isCollapsed: boolean;
  /** Access inactive (SPEC §4): shown but not clickable. */
  isDisabled: boolean;
  onNavigate?: () => void;
};

export function SidebarNavLink({ link, isCollapsed, isDisabled, onNavigate }: SidebarNavLinkProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const label = t(`shell.links.${link.key}`);
  const Icon = link.icon;
  const common = {
    label: isCollapsed ? undefined : label,
    'aria-label': isCollapsed ? label : undefined,
    leftSection: <Icon size={20} aria-hidden />,
    'data-link': link.key,
  };
  let entry: ReactElement;
  if (isDisabled) {
    // No href: the entry cannot be followed, and aria-disabled tells assistive technology why.
    entry = <NavLink {...common} component="a" role="link" aria-disabled disabled />;
  } else if (link.isExternal) {
    entry = (
      <NavLink
        {...common}
        component="a"
        href={link.to}
        target="_blank"
        rel="noopener"
        aria-label={`${label} ${t('shell.opensInNewTab')}`}
        rightSection={isCollapsed ? undefined : <IconExternalLink size={14} aria-hidden />}
      />
    );
  } else {
    const isActive = pathname === link.to || (!link.isExact && pathname.startsWith(`${link.to}/`));
    entry = (
      <NavLink
        {...common}
        component={Link}
        to={link.to}
        active={isActive}
        aria-current={isActive ? 'page' : undefined}
        onClick={onNavigate}
      />
    );
  }
  if (!isCollapsed) return entry;
  return (
    <Tooltip label={label} position="right" withArrow>
      {entry}
    </Tooltip>
  );
}
