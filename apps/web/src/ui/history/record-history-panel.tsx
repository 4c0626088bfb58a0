import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ConflictChoice, FieldConflict, HistoryEntry } from '@rumbo/domain';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorText } from '#i18n/server-errors.ts';
import { confirmAction } from '../confirm-dialog.tsx';
import { ConflictDialog } from '../conflict-dialog.tsx';
import { ListSkeleton } from '../list-states.tsx';
import { showToast } from '../toast.ts';
import { useConflictChoices } from '../use-conflict-choices.ts';
import { useNow } from '../use-now.ts';
import type { HistoryLabels } from './history-text.ts';
import { HistoryTimeline } from './history-timeline.tsx';
import { laterActorName, undoFieldsText } from './undo-texts.ts';

type Choices = Record<string, ConflictChoice> | null;

/** How an undo ended (the data layer's `UndoOutcome`). */
export type HistoryUndoOutcome = { kind: 'undone' | 'kept' | 'already' | 'cancelled' };

/** A record's history as the data layer reads it (`useRecordHistory`). */
export type RecordHistoryView = {
  status: 'offline' | 'demo' | 'loading' | 'error' | 'ready';
  entries: HistoryEntry[];
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  retry: () => void;
  undo: (
    entry: HistoryEntry,
    ask: (conflicts: FieldConflict[]) => Promise<Choices>,
  ) => Promise<HistoryUndoOutcome>;
};

export type RecordHistoryPanelProps = HistoryLabels & {
  history: RecordHistoryView;
  /** The person may write the record: Undo is offered. */
  canUndo?: boolean;
  /** The form beside it has unsaved changes: Undo waits until they are saved or dropped. */
  hasUnsavedChanges?: boolean;
};

const MINUTE_MS = 60_000;
const OUTCOME_TONES = {
  undone: 'success',
  kept: 'info',
  already: 'info',
  cancelled: 'info',
} as const;

/**
 * The History tab of a saved record: its timeline, or why there is none (the server is away,
 * demo data). Undo asks first, then saves the earlier values; when a colleague changed one of
 * those fields since, the conflict dialog lets the person choose, and a toast says how it ended.
 */
export function RecordHistoryPanel(props: RecordHistoryPanelProps) {
  const { history, canUndo = true, hasUnsavedChanges = false } = props;
  const { t } = useTranslation();
  const now = useNow(MINUTE_MS);
  const conflict = useConflictChoices();
  const [undoingId, setUndoingId] = useState<string | null>(null);
  if (history.status === 'offline' || history.status === 'demo')
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconCloudOff aria-hidden />}
        data-history-status={history.status}
      >
        <Text size="sm">
          {t(history.status === 'offline' ? 'history.offline' : 'history.demo')}
        </Text>
      </Alert>
    );
  if (history.status === 'loading') return <ListSkeleton label={t('history.loading')} />;
  if (history.status === 'error')
    return (
      <Alert
        color="red"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('history.failed')}
      >
        <Button variant="default" onClick={history.retry}>
          {t('history.retry')}
        </Button>
      </Alert>
    );

  const handleUndo = async (entry: HistoryEntry) => {
    const fields = undoFieldsText(entry, props.fieldLabel);
    const confirmed = await confirmAction({
      message: t('history.undo.confirm', { fields }),
      confirmLabel: t('history.undo.confirmLabel'),
    });
    if (!confirmed) return;
    setUndoingId(entry.id);
    try {
      const ask = (conflicts: FieldConflict[]) =>
        conflict.ask(conflicts, laterActorName(history.entries, entry, conflicts));
      const { kind } = await history.undo(entry, ask);
      showToast({
        message: t(`history.undo.${kind === 'undone' ? 'done' : kind}`),
        tone: OUTCOME_TONES[kind],
      });
    } catch (error) {
      console.warn('The change could not be undone.', error);
      const message = serverErrorText(error);
      showToast({
        message: t('history.undo.failed', { message }),
        tone: 'error',
        durationMs: 6000,
      });
    } finally {
      setUndoingId(null);
    }
  };

  return (
    <Stack gap="md" data-history-status="ready">
      <HistoryTimeline
        {...props}
        entries={history.entries}
        now={now}
        canUndo={canUndo}
        undoBlocked={hasUnsavedChanges ? t('history.undo.blocked') : null}
        undoingId={undoingId}
        onUndo={(entry) => void handleUndo(entry)}
        hasMore={history.hasMore}
        isLoadingMore={history.isLoadingMore}
        onLoadMore={history.loadMore}
      />
      <ConflictDialog
        request={conflict.request}
        fieldLabel={props.fieldLabel}
        texts={{
          intro: (name) => t('history.undo.conflictIntro', { name }),
          save: t('history.undo.conflictSave'),
        }}
      />
    </Stack>
  );
}
