import { Anchor, Badge, Box, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { BrandLogo } from '#ui/brand-logo.tsx';
import type { TrackingBrand } from './tracking-brand.ts';
import classes from './tracking.module.css';

export type TrackingFrameProps = { brand: TrackingBrand; children: ReactNode };

/**
 * The customer-facing page around the tracking search and results: the forwarder's name and
 * logo on top (not the dashboard shell), a demo label, and the way back to the dashboard.
 */
export function TrackingFrame({ brand, children }: TrackingFrameProps) {
  const { t } = useTranslation();
  return (
    <Box className={classes.page}>
      <Box component="header" className={classes.header}>
        <Container size="md">
          <Group justify="space-between" wrap="nowrap" gap="sm" py="sm">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <BrandLogo
                src={brand.logoUrl}
                size={40}
                alt={t('tracking.logoAlt', { brand: brand.name })}
              />
              <Title order={2} size="h4" lineClamp={1} data-testid="tracking-brand">
                {brand.name}
              </Title>
              <Badge variant="outline" className={classes.warnBadge} style={{ flexShrink: 0 }}>
                {t('tracking.demoBadge')}
              </Badge>
            </Group>
            <Anchor component={Link} to={paths.dashboard.home} size="sm" className={classes.back}>
              <IconArrowLeft size={16} aria-hidden />
              <span className={classes.backText}>{t('tracking.backToDashboard')}</span>
            </Anchor>
          </Group>
        </Container>
      </Box>
      <Container component="main" size="md" py="lg">
        {children}
      </Container>
      <Container component="footer" size="md" pb="lg">
        <Text size="xs" c="dimmed">
          {t('tracking.demoNotice', { brand: brand.name })}
        </Text>
      </Container>
    </Box>
  );
}
