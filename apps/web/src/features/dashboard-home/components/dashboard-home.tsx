import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCloudOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { useHomeSummary } from '../use-home-summary.ts';
import { OpenShipmentsSection } from './open-shipments-section.tsx';
import { OverdueSection } from './overdue-section.tsx';
import { RecentSection } from './recent-section.tsx';
import { WeekSection } from './week-section.tsx';

const NO_OPEN = { ocean: 0, air: 0, land: 0 };
const NO_OVERDUE = { urgent: 0, high: 0, normal: 0, low: 0 };

/**
 * `/dashboard`: what a forwarder looks at first thing in the morning. Open shipments per mode,
 * overdue milestones by priority, this week's departures and arrivals, and the latest changes;
 * counted by the server, or from the browser's copy while offline.
 */
export function DashboardHome() {
  const { t } = useTranslation();
  const { figures, source, scope, isLoading, isError, now } = useHomeSummary();
  const { user } = useAuthSession();
  const isWaiting = isLoading && !figures;
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
      {source === 'local' && (
        <Alert color="gray" variant="outline" icon={<IconCloudOff aria-hidden />}>
          {t('home.offlineNote')}
        </Alert>
      )}
      <OpenShipmentsSection counts={figures?.openByMode ?? NO_OPEN} isLoading={isWaiting} />
      <OverdueSection counts={figures?.overdue ?? NO_OVERDUE} isLoading={isWaiting} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <WeekSection week={figures?.week} scope={scope} now={now} isLoading={isWaiting} />
        <RecentSection rows={figures?.recent ?? []} now={now} isLoading={isWaiting} />
      </SimpleGrid>
    </Stack>
  );
}
