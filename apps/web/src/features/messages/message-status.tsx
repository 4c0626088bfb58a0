import { Badge, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { messageState, type MessageState } from '#data/messages/message-filter.ts';
import type { MessageListItem } from '#data/messages/messages-query.ts';

const STATE_COLORS: Record<MessageState, string> = {
  // Not teal nor green: their light-variant text is short of AA on a striped row.
  sent: 'blue',
  waiting: 'gray',
  // Not orange: its light-variant text stays short of AA contrast (lib/theme.ts).
  failing: 'grape',
  failed: 'red',
};

export type MessageStatusProps = { message: MessageListItem };

/**
 * Where a message stands: a badge (Sent, Waiting, Failing, Failed) and, under it, what the
 * state owes the reader: when it went, why it waits, or the mail server's answer and the next
 * try.
 */
export function MessageStatus({ message }: MessageStatusProps) {
  const { t } = useTranslation();
  const state = messageState(message);
  const note = useStatusNote(message, state);
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={STATE_COLORS[state]} tt="none" styles={WHOLE_LABEL}>
        {t(`messages.states.${state}`)}
      </Badge>
      {note.map((line) => (
        <Text key={line} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

// A badge's label may shrink to an ellipsis; in a column it keeps its words.
const WHOLE_LABEL = { label: { overflow: 'visible' } } as const;

function useStatusNote(message: MessageListItem, state: MessageState): string[] {
  const { t } = useTranslation();
  if (state === 'sent')
    return message.sentAt ? [t('messages.sentOn', { date: formatDateTime(message.sentAt) })] : [];
  // The server's own words: e.g. "not sent: no mail server configured".
  if (state === 'waiting') return message.lastError ? [message.lastError] : [];
  const lines = message.lastError ? [message.lastError] : [];
  if (state === 'failing' && message.nextAttemptAt)
    lines.push(t('messages.nextTry', { date: formatDateTime(message.nextAttemptAt) }));
  return lines;
}
