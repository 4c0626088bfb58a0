import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '#data/use-sync-status.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { useHomeSummary } from '../use-home-summary.ts';
import { OpenShipmentsSection } from './open-shipments-section.tsx';
import { OverdueSection } from './overdue-section.tsx';
import { RecentSection } from './recent-section.tsx';
import { WeekSection } from './week-section.tsx';

/**
 * `/dashboard`: what a forwarder looks at first thing in the morning. Open shipments per mode,
 * overdue milestones by priority, this week's departures and arrivals, and the latest changes;
 * from the server, or from the browser's copy while offline.
 */
export function DashboardHome() {
  const { t } = useTranslation();
  const { summary, hasShipments, isLoading, isError, now } = useHomeSummary();
  const { isOnline } = useSyncStatus();
  const { user } = useAuthSession();
  const isWaiting = isLoading && !hasShipments;
  return (
    <Stack gap="lg" maw={1280} aria-busy={isLoading}>
      <div>
        <Title order={1}>{t('home.title')}</Title>
        <Text c="dimmed">{t('home.subtitle')}</Text>
        {user?.email && (
          <Text size="sm" c="dimmed">
            {t('home.signedInAs', { email: user.email })}
          </Text>
        )}
      </div>
      {isError && (
        <Alert color="red" variant="outline" icon={<IconAlertCircle aria-hidden />} role="alert">
          {t('home.loadError')}
        </Alert>
      )}
      {!isOnline && hasShipments && (
        <Alert color="gray" variant="outline" icon={<IconCloudOff aria-hidden />}>
          {t('home.offlineNote')}
        </Alert>
      )}
      <OpenShipmentsSection counts={summary.openByMode} isLoading={isWaiting} />
      <OverdueSection counts={summary.overdue} isLoading={isWaiting} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <WeekSection movements={summary.week} now={now} isLoading={isWaiting} />
        <RecentSection shipments={summary.recent} now={now} isLoading={isWaiting} />
      </SimpleGrid>
    </Stack>
  );
}
