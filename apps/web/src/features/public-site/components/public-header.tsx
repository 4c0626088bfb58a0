import { Anchor, Box, Burger, Button, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { BrandMark } from '#ui/brand-mark.tsx';
import { useIsHydrated } from '#ui/use-is-hydrated.ts';
import { ContactLinks } from './contact-links.tsx';
import classes from './public-header.module.css';
import { ServicesNav } from './services-nav.tsx';

export type PublicHeaderProps = {
  sessionActions: ReactNode;
  isMenuOpened: boolean;
  onToggleMenu: () => void;
  /** The pointer or focus reached the menu button: a chance to fetch the panel's code. */
  onApproachMenu?: () => void;
};

export function PublicHeader({
  sessionActions,
  isMenuOpened,
  onToggleMenu,
  onApproachMenu,
}: PublicHeaderProps) {
  const { t } = useTranslation();
  const isHydrated = useIsHydrated();
  return (
    <Box
      component="header"
      h={64}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg" h="100%">
        <div className={classes.bar}>
          <Anchor href={paths.home} underline="never" c="inherit" className={classes.start}>
            <BrandMark />
          </Anchor>
          <Group
            component="nav"
            gap="xs"
            visibleFrom="md"
            aria-label={t('publicSite.nav.mainNavigation')}
          >
            <ServicesNav />
            <Button component="a" href={paths.trackingDemo} variant="subtle" color="gray">
              {t('publicSite.nav.demo')}
            </Button>
            <Button component="a" href={paths.contactAnchor} variant="subtle" color="gray">
              {t('publicSite.nav.contact')}
            </Button>
          </Group>
          <Group gap="sm" visibleFrom="md" wrap="nowrap" className={classes.end}>
            <ContactLinks />
            {sessionActions}
          </Group>
          <Burger
            hiddenFrom="md"
            opened={isMenuOpened}
            onClick={onToggleMenu}
            onPointerEnter={onApproachMenu}
            onTouchStart={onApproachMenu}
            onFocus={onApproachMenu}
            aria-label={t('publicSite.nav.openMenu')}
            aria-disabled={!isHydrated || undefined}
          />
        </div>
      </Container>
    </Box>
  );
}
