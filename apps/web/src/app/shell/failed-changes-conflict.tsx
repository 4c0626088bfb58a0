import { Box, Button, Group, Stack, Text } from '@mantine/core';
import type { ShipmentMode } from '@rumbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FAILED_CHANGES_KEY,
  choiceForAll,
  dismissFailedChange,
  parkedConflictOf,
  parkedRecordLabel,
  resolveParkedConflict,
  type ResolveOutcome,
} from '#data/sync/failed-changes.ts';
import type { FailedChange } from '#data/repository/repository-types.ts';
import { SHIPMENT_LIST_ROOT } from '#data/shipments/shipment-list-queries.ts';
import { conflictFieldLabel } from '#features/shipments/editor/conflict-field-label.ts';
import { isMirroredField } from '#features/shipments/editor/shipment-fields.ts';
import { conflictValueText } from '#ui/conflict-value-text.ts';
import { recordFieldLabel } from '#ui/record-field-label.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { serverErrorText } from '#i18n/server-errors.ts';

const OUTCOME_TONES = {
  saved: 'success',
  changed: 'warning',
  offline: 'error',
  gone: 'error',
} as const;

/**
 * An update made offline whose fields a colleague changed meanwhile (decisions 016, 033): each
 * field with both values, and "Apply mine" (write mine over theirs) or "Discard mine" (the record
 * keeps theirs). The rest of the change was already saved at replay.
 */
export function FailedChangeConflict({ failed }: { failed: FailedChange }) {
  const translation = useTranslation();
  const { t } = translation;
  const queryClient = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const parked = parkedConflictOf(failed);
  if (!parked || failed.id === undefined) return null;
  const { id, change } = failed;
  const { conflicts } = parked;
  const mode = shipmentModeOf(change.collection);
  const shown = conflicts.filter((conflict) => !mode || !isMirroredField(mode, conflict.field));
  const name = parked.theirsName || t('saveConflict.someone');
  const fieldLabel = (field: string) =>
    mode
      ? conflictFieldLabel(translation, mode, field)
      : recordFieldLabel(translation, change.collection, field);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: FAILED_CHANGES_KEY }),
      ...(mode
        ? [
            queryClient.invalidateQueries({ queryKey: [SHIPMENT_LIST_ROOT, mode] }),
            queryClient.invalidateQueries({ queryKey: ['shipment', mode, change.recordId] }),
          ]
        : [queryClient.invalidateQueries({ queryKey: [queryRootOf(change.collection)] })]),
    ]);
  async function handleApply() {
    setIsBusy(true);
    try {
      const outcome: ResolveOutcome = await resolveParkedConflict(
        id,
        choiceForAll(conflicts, 'mine'),
      );
      showToast({ message: t(`sync.conflict.outcomes.${outcome}`), tone: OUTCOME_TONES[outcome] });
      await refresh();
    } catch (error) {
      console.warn('Could not apply a parked conflict.', error);
      const message = serverErrorText(error);
      showToast({ message: t('sync.conflict.applyFailed', { message }), tone: 'error' });
    } finally {
      setIsBusy(false);
    }
  }
  async function handleDiscard() {
    const isConfirmed = await confirmAction({
      message: t('sync.conflict.discardConfirm', {
        name,
        record: t(`sync.nouns.${change.collection}`),
      }),
      confirmLabel: t('sync.conflict.discard'),
      destructive: true,
    });
    if (!isConfirmed) return;
    await dismissFailedChange(id);
    await refresh();
  }

  return (
    <Stack gap={6} data-parked-conflict={change.recordId}>
      <Box>
        <Text size="sm" fw={600}>
          {t('sync.conflict.title', {
            shipment:
              `${t(`sync.collections.${change.collection}`)} ${parkedRecordLabel(parked)}`.trim(),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('sync.conflict.intro', { name })}
        </Text>
      </Box>
      {shown.map((conflict) => (
        <Box key={conflict.field} data-conflict-field={conflict.field}>
          <Text size="xs" fw={600}>
            {fieldLabel(conflict.field)}
          </Text>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('saveConflict.mine')}:{' '}
            <span data-conflict-side="mine">{conflictValueText(t, conflict.mine)}</span>
          </Text>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('saveConflict.theirs')}:{' '}
            <span data-conflict-side="theirs">{conflictValueText(t, conflict.theirs)}</span>
          </Text>
        </Box>
      ))}
      <Group gap="xs" justify="flex-end">
        <Button size="compact-xs" variant="default" disabled={isBusy} onClick={handleDiscard}>
          {t('sync.conflict.discard')}
        </Button>
        <Button size="compact-xs" loading={isBusy} onClick={handleApply}>
          {t('sync.conflict.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

function shipmentModeOf(collection: string): ShipmentMode | null {
  return collection.startsWith('shipments_')
    ? (collection.slice('shipments_'.length) as ShipmentMode)
    : null;
}

/** The first part of the query keys that list a collection's records. */
function queryRootOf(collection: string): string {
  return collection === 'users' ? 'company-users' : collection;
}
