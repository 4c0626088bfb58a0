import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageSection } from './page-section.tsx';

/** "Hecho para la operación en México": the ports, airports and crossings the product speaks. */
export function LandingCoverage() {
  const { t } = useTranslation();
  const places = t('publicSite.landing.coverage.places', { returnObjects: true });
  return (
    <PageSection title={t('publicSite.landing.coverage.title')} tone="tinted">
      <Stack gap="lg">
        <Text size="lg" maw={820}>
          {t('publicSite.landing.coverage.body')}
        </Text>
        <Group
          component="ul"
          gap="sm"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('publicSite.landing.coverage.placesLabel')}
        >
          {places.map((place) => (
            <li key={place}>
              <Badge
                size="lg"
                variant="default"
                radius="sm"
                leftSection={<IconMapPin size={14} aria-hidden />}
                tt="none"
              >
                {place}
              </Badge>
            </li>
          ))}
        </Group>
      </Stack>
    </PageSection>
  );
}
