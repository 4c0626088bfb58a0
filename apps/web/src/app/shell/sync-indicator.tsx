import {
  Badge,
  Box,
  Button,
  Group,
  Popover,
  Stack,
  Text,
  VisuallyHidden,
  type MantineColor,
} from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconDatabase, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSyncStatus } from '#data/sync/use-sync-status.ts';
import { OfflineCopySize } from './offline-copy-size.tsx';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { FailedChangesList } from './failed-changes-list.tsx';

/**
 * The top bar's sync state: 'Offline' and the pending count while the server is away, the
 * pending count while queued writes go out, refused writes and parked conflicts, and demo mode. Each badge opens a
 * short explanation. Nothing at all when online with nothing pending (the usual case).
 */
export function SyncIndicator() {
  const { t } = useTranslation();
  const { isOnline, pendingCount, failedCount, isDemo } = useSyncStatus();
  if (isOnline && pendingCount === 0 && failedCount === 0 && !isDemo) return null;
  const pending = pendingCount > 0 ? t('sync.pendingChanges', { count: pendingCount }) : null;
  const connection = [isOnline ? t('sync.syncing') : t('sync.offline'), pending];
  return (
    <Group gap={4} wrap="nowrap" role="status" aria-label={t('sync.status')}>
      {isDemo && (
        <StatusBadge color="grape.9" icon={<IconDatabase size={14} />} label={t('sync.demo')}>
          <DemoExplanation />
        </StatusBadge>
      )}
      {(!isOnline || pending) && (
        <StatusBadge
          color={isOnline ? 'blue.8' : 'red.9'}
          icon={isOnline ? <IconRefresh size={14} /> : <IconCloudOff size={14} />}
          label={connection.filter(Boolean).join(' · ')}
          shortLabel={pendingCount > 0 ? String(pendingCount) : undefined}
        >
          <OfflineExplanation />
        </StatusBadge>
      )}
      {failedCount > 0 && (
        <StatusBadge
          color="red.9"
          icon={<IconAlertTriangle size={14} />}
          label={t('sync.failedChanges', { count: failedCount })}
          shortLabel={String(failedCount)}
        >
          <FailedChangesList count={failedCount} />
        </StatusBadge>
      )}
    </Group>
  );
}

type StatusBadgeProps = {
  color: MantineColor;
  icon: ReactNode;
  label: string;
  /** Shown instead of the label on narrow screens (the label stays for screen readers). */
  shortLabel?: string;
  children: ReactNode;
};

function StatusBadge({ color, icon, label, shortLabel, children }: StatusBadgeProps) {
  return (
    <Popover width={320} position="bottom-end" withArrow shadow="md">
      <Popover.Target>
        <Badge
          component="button"
          type="button"
          color={color}
          leftSection={icon}
          size="lg"
          radius="sm"
          style={{ cursor: 'pointer', textTransform: 'none' }}
        >
          <Box component="span" visibleFrom="sm">
            {label}
          </Box>
          <Box component="span" hiddenFrom="sm" aria-hidden>
            {shortLabel}
          </Box>
          <VisuallyHidden hiddenFrom="sm">{label}</VisuallyHidden>
        </Badge>
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}

function DemoExplanation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  async function handleClear() {
    const isConfirmed = await confirmAction({
      message: t('sync.clearDemoConfirm'),
      confirmLabel: t('sync.clearDemo'),
      destructive: true,
    });
    // DataLayerEffects answers ?reset on any dashboard page, with its own toast.
    if (isConfirmed) navigate({ search: '?reset' });
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{t('sync.demoHint')}</Text>
      <Button size="compact-sm" variant="default" onClick={handleClear}>
        {t('sync.clearDemo')}
      </Button>
    </Stack>
  );
}

function OfflineExplanation() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm">{t('sync.offlineHint')}</Text>
      <OfflineCopySize />
    </Stack>
  );
}
