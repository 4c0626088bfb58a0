import { Anchor, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths, SERVICE_KEYS, type ServiceKey } from '#lib/paths.ts';
import classes from './service-cards.module.css';
import { ServiceIcon } from './service-icon.tsx';

export type ServiceCardsProps = {
  /** Leaves one service out (a service page lists the other three). */
  exclude?: ServiceKey;
};

/** One card per service; each card links to its service page. */
export function ServiceCards({ exclude }: ServiceCardsProps) {
  const { t } = useTranslation();
  const services = SERVICE_KEYS.filter((service) => service !== exclude);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: services.length }} spacing="lg">
      {services.map((service) => (
        <Card key={service} withBorder padding="lg" className={classes.card}>
          <ThemeIcon variant="light" size={40} mb="md" aria-hidden>
            <ServiceIcon service={service} size={22} stroke={1.6} />
          </ThemeIcon>
          <Title order={3} size="h4" mb={6}>
            <Anchor
              href={paths.service(service)}
              c="inherit"
              inherit
              underline="never"
              className={classes.link}
            >
              {t(`publicSite.services.${service}.title`)}
            </Anchor>
          </Title>
          <Text size="sm" c="dimmed" mb="md" style={{ flexGrow: 1 }}>
            {t(`publicSite.services.${service}.body`)}
          </Text>
          <Group gap={4} c="var(--mantine-primary-color-light-color)" aria-hidden>
            <Text size="sm" fw={600}>
              {t('publicSite.landing.learnMore')}
            </Text>
            <IconArrowRight size={16} />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
