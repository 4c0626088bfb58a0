import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, SERVICE_KEYS } from '#lib/paths.ts';
import { ServiceIcon } from './service-icon.tsx';

export function ServiceCards() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
      {SERVICE_KEYS.map((service) => (
        <Card key={service} withBorder padding="lg">
          <Stack gap="sm" h="100%">
            <ThemeIcon variant="light" size="lg">
              <ServiceIcon service={service} size={20} />
            </ThemeIcon>
            <Title order={3} size="h4">
              {t(`publicSite.services.${service}.title`)}
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              {t(`publicSite.services.${service}.body`)}
            </Text>
            <Anchor component={Link} to={paths.service(service)} size="sm" fw={600}>
              {t('publicSite.landing.learnMore')}
            </Anchor>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
