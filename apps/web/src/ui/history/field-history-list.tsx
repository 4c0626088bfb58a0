import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { toDate, formatExactDateTime } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { BusySpinner } from '../busy-spinner.tsx';
import { useRelativeTime } from '../relative-time.ts';
import { useNow } from '../use-now.ts';
import { fieldValues } from './field-values.ts';
import { actorName, entryMarkers } from './history-text.ts';
import { historyValueText } from './history-value-text.ts';
import type { RecordHistoryView } from './record-history-panel.tsx';

export type FieldHistoryListProps = {
  /** The field whose values are listed (a milestone's estimated date). */
  field: string;
  history: Omit<RecordHistoryView, 'undo'>;
};

const MINUTE_MS = 60_000;

/**
 * The values one field was given, newest first, each with who gave it and when (a milestone's
 * estimates): read from the record's history, so only when the server is reachable.
 */
export function FieldHistoryList({ field, history }: FieldHistoryListProps) {
  const { t } = useTranslation();
  const now = useNow(MINUTE_MS);
  const relativeTime = useRelativeTime();
  if (history.status === 'offline' || history.status === 'demo')
    return (
      <Text size="sm" c="dimmed">
        {t(history.status === 'offline' ? 'history.offline' : 'history.demo')}
      </Text>
    );
  if (history.status === 'loading')
    return (
      <Group justify="center">
        <BusySpinner size="sm" label={t('history.loading')} />
      </Group>
    );
  if (history.status === 'error')
    return (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('history.failed')}</Text>
        <Button size="compact-sm" variant="default" onClick={history.retry}>
          {t('history.retry')}
        </Button>
      </Stack>
    );
  const values = fieldValues(history.entries, field);
  return (
    <Stack gap="xs">
      {values.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.estimates.none')}
        </Text>
      ) : (
        <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
          {values.map(({ entry, value }) => (
            <li key={entry.id} data-field-value={entry.id}>
              <Text size="sm" fw={500}>
                {historyValueText(t, value)}
              </Text>
              <Group gap={6} wrap="wrap">
                <Text
                  size="xs"
                  c="dimmed"
                  component="time"
                  dateTime={toDate(entry.created)?.toISOString()}
                  title={formatExactDateTime(entry.created)}
                >
                  {t('history.estimates.by', {
                    name: actorName(entry, t),
                    time: relativeTime(entry.created, now),
                  })}
                </Text>
                {entryMarkers(entry, t).map((marker) => (
                  <Badge key={marker.source} size="xs" variant="light" color="gray" tt="none">
                    {marker.text}
                  </Badge>
                ))}
              </Group>
            </li>
          ))}
        </Stack>
      )}
      {history.hasMore && (
        <Button
          size="compact-sm"
          variant="subtle"
          onClick={history.loadMore}
          loading={history.isLoadingMore}
        >
          {t('history.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
