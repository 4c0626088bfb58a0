import { Anchor, Box, Burger, Button, Container, Group, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, SERVICE_KEYS } from '#lib/paths.ts';
import { BrandMark } from '#ui/brand-mark.tsx';
import { ContactLinks } from './contact-links.tsx';

export type PublicHeaderProps = {
  sessionActions: ReactNode;
  isMenuOpened: boolean;
  onToggleMenu: () => void;
};

export function PublicHeader({ sessionActions, isMenuOpened, onToggleMenu }: PublicHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      h={64}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={paths.home} underline="never" c="inherit">
            <BrandMark />
          </Anchor>
          <Group
            component="nav"
            gap="xs"
            visibleFrom="md"
            aria-label={t('publicSite.nav.mainNavigation')}
          >
            <Menu position="bottom-start">
              <Menu.Target>
                <Button
                  variant="subtle"
                  color="gray"
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                >
                  {t('publicSite.nav.services')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {SERVICE_KEYS.map((service) => (
                  <Menu.Item key={service} component={Link} to={paths.service(service)}>
                    {t(`publicSite.services.${service}.title`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button component={Link} to={paths.trackingDemo} variant="subtle" color="gray">
              {t('publicSite.nav.demo')}
            </Button>
            <Button component="a" href={paths.contactAnchor} variant="subtle" color="gray">
              {t('publicSite.nav.contact')}
            </Button>
          </Group>
          <Group gap="sm" visibleFrom="md" wrap="nowrap">
            <ContactLinks />
            {sessionActions}
          </Group>
          <Burger
            hiddenFrom="md"
            opened={isMenuOpened}
            onClick={onToggleMenu}
            aria-label={t('publicSite.nav.openMenu')}
          />
        </Group>
      </Container>
    </Box>
  );
}
