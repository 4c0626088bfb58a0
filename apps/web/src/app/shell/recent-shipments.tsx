import { Divider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenShipments } from '#data/open-shipments/open-shipments-store.ts';
import { RecentShipmentItem } from './recent-shipment-item.tsx';

export type RecentShipmentsProps = {
  isCollapsed: boolean;
  isDisabled: boolean;
  onNavigate?: () => void;
};

/** The 'Recent shipments' list (SPEC §2): the shipments this user has open. */
export function RecentShipments({ isCollapsed, isDisabled, onNavigate }: RecentShipmentsProps) {
  const { t } = useTranslation();
  const entries = useOpenShipments();
  if (entries.length === 0) return null;
  return (
    <Stack gap={2} component="section" aria-label={t('shell.recentShipments')} mt="sm">
      {isCollapsed ? (
        <Divider my={4} />
      ) : (
        <Text component="h2" size="xs" fw={700} tt="uppercase" c="dimmed" px={12} py={8}>
          {t('shell.recentShipments')}
        </Text>
      )}
      {entries.map((entry) => (
        <RecentShipmentItem
          key={entry.id}
          entry={entry}
          isCollapsed={isCollapsed}
          isDisabled={isDisabled}
          onNavigate={onNavigate}
        />
      ))}
    </Stack>
  );
}
