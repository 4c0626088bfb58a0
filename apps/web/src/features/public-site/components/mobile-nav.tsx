// The drawer's styles travel with it (app/public/public-styles.ts has the always-needed ones).
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Box, Drawer, NavLink, Stack } from '@mantine/core';
import { IconAddressBook, IconBriefcase, IconHome, IconPlayerPlay } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, SERVICE_KEYS } from '#lib/paths.ts';

export type MobileNavProps = {
  opened: boolean;
  onClose: () => void;
  sessionActions: ReactNode;
};

/** The mobile navigation panel: Inicio, Servicios, Demo, Contacto (SPEC §2). */
export function MobileNav({ opened, onClose, sessionActions }: MobileNavProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('publicSite.nav.menu')}
      closeButtonProps={{ 'aria-label': t('publicSite.nav.closeMenu') }}
      hiddenFrom="md"
      size="xs"
    >
      <Stack gap="lg">
        <Box component="nav" aria-label={t('publicSite.nav.mainNavigation')}>
          <NavLink
            href={paths.home}
            label={t('publicSite.nav.home')}
            leftSection={<IconHome size={18} aria-hidden />}
            onClick={onClose}
          />
          <NavLink
            label={t('publicSite.nav.services')}
            leftSection={<IconBriefcase size={18} aria-hidden />}
            defaultOpened
          >
            {SERVICE_KEYS.map((service) => (
              <NavLink
                key={service}
                href={paths.service(service)}
                label={t(`publicSite.services.${service}.title`)}
                onClick={onClose}
              />
            ))}
          </NavLink>
          <NavLink
            href={paths.trackingDemo}
            label={t('publicSite.nav.demo')}
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
            onClick={onClose}
          />
          <NavLink
            href={paths.contactAnchor}
            label={t('publicSite.nav.contact')}
            leftSection={<IconAddressBook size={18} aria-hidden />}
            onClick={onClose}
          />
        </Box>
        {sessionActions}
      </Stack>
    </Drawer>
  );
}
