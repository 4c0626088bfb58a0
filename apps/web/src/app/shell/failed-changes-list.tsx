import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  FAILED_CHANGES_KEY,
  dismissFailedChange,
  listFailedChanges,
  parkedConflictOf,
  recordLabel,
} from '#data/sync/failed-changes.ts';
import type { FailedChange } from '#data/repository/repository-types.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { FailedChangeConflict } from './failed-changes-conflict.tsx';

/**
 * The offline writes that did not go through as made: ones the server refused (dismiss only)
 * and shipment fields parked because a colleague changed them meanwhile (apply or discard mine).
 */
export function FailedChangesList({ count }: { count: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: changes } = useQuery({
    queryKey: [...FAILED_CHANGES_KEY, count],
    queryFn: listFailedChanges,
  });
  async function handleDismiss(failed: FailedChange) {
    const { id, change } = failed;
    if (id === undefined) return;
    const record = `${t(`sync.collections.${change.collection}`)} ${changeLabel(failed)}`;
    const isConfirmed = await confirmAction({
      message: t(change.action === 'create' ? 'sync.dismissCreateConfirm' : 'sync.dismissConfirm', {
        record,
      }),
      confirmLabel: t('sync.dismiss'),
      destructive: true,
    });
    if (!isConfirmed) return;
    await dismissFailedChange(id);
    await queryClient.invalidateQueries({ queryKey: FAILED_CHANGES_KEY });
  }
  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {t('sync.failedTitle')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('sync.failedIntro')}
      </Text>
      {!changes && <Text size="sm">{t('sync.failedLoading')}</Text>}
      {changes?.length === 0 && <Text size="sm">{t('sync.failedEmpty')}</Text>}
      {changes?.map((failed) =>
        parkedConflictOf(failed) ? (
          <FailedChangeConflict key={failed.id} failed={failed} />
        ) : (
          <FailedChangeItem key={failed.id} failed={failed} onDismiss={handleDismiss} />
        ),
      )}
    </Stack>
  );
}

type FailedChangeItemProps = {
  failed: FailedChange;
  onDismiss: (failed: FailedChange) => void;
};

function FailedChangeItem({ failed, onDismiss }: FailedChangeItemProps) {
  const { t } = useTranslation();
  const { change } = failed;
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Box miw={0}>
        <Text size="sm" fw={600}>
          {t(`sync.actions.${change.action}`)} · {t(`sync.collections.${change.collection}`)} ·{' '}
          {changeLabel(failed)}
        </Text>
        <Text size="xs" c="dimmed">
          {failed.status ? `${failed.status} · ${failed.message}` : failed.message}
        </Text>
      </Box>
      <Button
        size="compact-xs"
        variant="default"
        style={{ flexShrink: 0 }}
        onClick={() => onDismiss(failed)}
      >
        {t('sync.dismiss')}
      </Button>
    </Group>
  );
}

/** The record's code or name as the change carries it, else its id. */
function changeLabel({ change }: FailedChange): string {
  return recordLabel(change.collection, change.data ?? {}) || change.recordId;
}
