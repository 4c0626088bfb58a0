import { Box, Button, Paper, Text, ThemeIcon } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { paths, SERVICE_KEYS } from '#lib/paths.ts';
import { useIsHydrated } from '#ui/use-is-hydrated.ts';
import { ServiceIcon } from './service-icon.tsx';
import classes from './services-nav.module.css';

/**
 * The header's "Servicios" entry: a disclosure button that shows the four service links.
 * A disclosure (not an ARIA menu) because these are ordinary navigation links; it also keeps
 * the popover positioning library off the public pages.
 */
export function ServicesNav() {
  const { t } = useTranslation();
  const [isOpened, panel] = useDisclosure(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(panel.close);
  const isHydrated = useIsHydrated();

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpened) return;
    panel.close();
    buttonRef.current?.focus();
  };
  // Tabbing past the last link closes the panel, as clicking elsewhere does.
  const handleBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) panel.close();
  };

  return (
    <Box ref={rootRef} pos="relative" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <Button
        ref={buttonRef}
        variant="subtle"
        color="gray"
        aria-expanded={isOpened}
        aria-disabled={!isHydrated || undefined}
        aria-controls={panelId}
        onClick={panel.toggle}
        rightSection={<IconChevronDown size={14} aria-hidden className={classes.chevron} />}
      >
        {t('publicSite.nav.services')}
      </Button>
      <Paper id={panelId} hidden={!isOpened} withBorder shadow="md" p={6} className={classes.panel}>
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {SERVICE_KEYS.map((service) => (
            <li key={service}>
              <a href={paths.service(service)} className={classes.item} onClick={panel.close}>
                <ThemeIcon variant="light" size={36} aria-hidden>
                  <ServiceIcon service={service} size={20} stroke={1.6} />
                </ThemeIcon>
                <span>
                  <Text component="span" display="block" fw={600} size="sm">
                    {t(`publicSite.services.${service}.title`)}
                  </Text>
                  <Text component="span" size="xs" c="dimmed" lineClamp={2}>
                    {t(`publicSite.services.${service}.body`)}
                  </Text>
                </span>
              </a>
            </li>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
