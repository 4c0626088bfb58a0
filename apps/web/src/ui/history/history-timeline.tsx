import { Badge, Button, Group, List, NativeSelect, Stack, Text, Timeline } from '@mantine/core';
import { isUndoable, toDate, type HistoryEntry, formatExactDateTime } from '@rumbo/domain';
import { IconArrowBackUp, IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelativeTime } from '../relative-time.ts';
import {
  entryDetails,
  entryHeadline,
  entryMarkers,
  type HistoryLabels,
  type HistoryTextTools,
} from './history-text.ts';

export type HistoryTimelineProps = HistoryLabels & {
  /** Newest first. */
  entries: readonly HistoryEntry[];
  now: Date;
  /** Undo buttons are shown (the person may write the record). */
  canUndo: boolean;
  /** Why undo is held back now (unsaved edits in the form), or null. */
  undoBlocked: string | null;
  /** The entry an undo is running for. */
  undoingId: string | null;
  onUndo: (entry: HistoryEntry) => void;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
};

const ACTION_ICONS = {
  create: IconPlus,
  update: IconPencil,
  delete: IconTrash,
  restore: IconRestore,
} as const;

/**
 * A record's changes as a timeline, newest first, each in the person's language: who, what
 * (field by field, from before to after), how long ago and how it reached the server (made
 * offline, merged, imported, an undo …), with Undo on the updates a save can put back. A select
 * narrows it to one field among those the entries shown have changed.
 */
export function HistoryTimeline(props: HistoryTimelineProps) {
  const { t } = useTranslation();
  const [field, setField] = useState('');
  const tools: HistoryTextTools = { ...props, t };
  const fields = useMemo(() => fieldsOf(props.entries), [props.entries]);
  const visible = props.entries
    .map((entry) => ({
      entry,
      changes: field ? entry.changes.filter((it) => it.field === field) : entry.changes,
    }))
    .filter(({ changes }) => !field || changes.length > 0);
  return (
    <Stack gap="md">
      {fields.length > 0 && (
        <NativeSelect
          label={t('history.filter.label')}
          value={field}
          onChange={(event) => setField(event.currentTarget.value)}
          data={[
            { value: '', label: t('history.filter.all') },
            ...fields
              .map((name) => ({ value: name, label: props.fieldLabel(name) }))
              .sort((a, b) => a.label.localeCompare(b.label)),
          ]}
          maw={360}
        />
      )}
      {props.undoBlocked && props.canUndo && (
        <Text size="sm" c="dimmed">
          {props.undoBlocked}
        </Text>
      )}
      {visible.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(field ? 'history.nothingForField' : 'history.nothingYet')}
        </Text>
      ) : (
        <Timeline bulletSize={26} lineWidth={2} role="list" aria-label={t('history.list')}>
          {visible.map(({ entry, changes }) => (
            <Timeline.Item
              key={entry.id}
              role="listitem"
              bullet={<EntryIcon entry={entry} />}
              data-history-entry={entry.id}
              data-action={entry.action}
              data-source={entry.source}
            >
              <EntryBody
                {...props}
                entry={entry}
                changes={changes}
                tools={tools}
                isFiltered={field !== ''}
              />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
      {props.hasMore && (
        <Group>
          <Button variant="default" onClick={props.onLoadMore} loading={props.isLoadingMore}>
            {t('history.loadMore')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

type EntryBodyProps = HistoryTimelineProps & {
  entry: HistoryEntry;
  changes: HistoryEntry['changes'];
  tools: HistoryTextTools;
  /** Narrowed to one field: a create then says what it set that field to. */
  isFiltered: boolean;
};

function EntryBody({ entry, changes, tools, now, isFiltered, ...props }: EntryBodyProps) {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  const headlineId = useId();
  // A create sets every field it is given: listed only for the field filtered on.
  const details =
    entry.action === 'create' && !isFiltered ? [] : entryDetails(entry, changes, tools);
  const isUndoableEntry = entry.action === 'update' && entry.changes.some(isUndoable);
  return (
    <Stack gap={4}>
      <Text id={headlineId} size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {entryHeadline(entry, changes, tools)}
      </Text>
      {details.length > 0 && (
        <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
          {details.map((text, index) => (
            <List.Item key={index}>{text}</List.Item>
          ))}
        </List>
      )}
      <Group gap={6} wrap="wrap">
        <Text
          size="xs"
          c="dimmed"
          component="time"
          dateTime={toDate(entry.created)?.toISOString()}
          title={formatExactDateTime(entry.created)}
        >
          {relativeTime(entry.created, now)}
        </Text>
        {entryMarkers(entry, t).map((marker) => (
          <Badge key={marker.source} size="sm" variant="light" color="gray" tt="none" fw={500}>
            {marker.text}
          </Badge>
        ))}
      </Group>
      {props.canUndo && isUndoableEntry && (
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            aria-describedby={headlineId}
            disabled={
              props.undoBlocked !== null ||
              (props.undoingId !== null && props.undoingId !== entry.id)
            }
            loading={props.undoingId === entry.id}
            onClick={() => props.onUndo(entry)}
          >
            {t('history.undo.button')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function EntryIcon({ entry }: { entry: HistoryEntry }) {
  const Icon = entry.source === 'undo' ? IconArrowBackUp : ACTION_ICONS[entry.action];
  return <Icon size={14} aria-hidden />;
}

/** The fields the entries changed, each once. */
function fieldsOf(entries: readonly HistoryEntry[]): string[] {
  return [...new Set(entries.flatMap((entry) => entry.changes.map((change) => change.field)))];
}
