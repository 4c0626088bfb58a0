import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#ui/placeholder-page.tsx';

/** Protected, outside the dashboard shell (SPEC §2). */
export default function TrackingDemoRoute() {
  const { t } = useTranslation();
  return (
    <Container component="main" size="lg" py="xl">
      <PlaceholderPage title={t('screens.trackingDemo')} />
    </Container>
  );
}
