import { Anchor, Burger, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignOutButton } from '#features/auth/components/sign-out-button.tsx';
import { paths } from '#lib/paths.ts';
import { BrandMark } from '#ui/brand-mark.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

export type DashboardTopBarProps = {
  email: string;
  isNavOpened: boolean;
  /** Mobile layout: a navigation toggle, and the theme switch moves to the sidebar. */
  isMobile: boolean;
  onToggleNav: () => void;
};

export function DashboardTopBar({
  email,
  isNavOpened,
  isMobile,
  onToggleNav,
}: DashboardTopBarProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {isMobile && (
          <Burger
            opened={isNavOpened}
            onClick={onToggleNav}
            size="sm"
            aria-label={t('shell.toggleNavigation')}
          />
        )}
        <Anchor component={Link} to={paths.dashboard.home} underline="never" c="inherit">
          <BrandMark />
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" truncate maw={220} visibleFrom="xs">
          {email}
        </Text>
        {!isMobile && <ThemeSwitch />}
        <SignOutButton label={t('shell.signOut')} size="xs" />
      </Group>
    </Group>
  );
}
