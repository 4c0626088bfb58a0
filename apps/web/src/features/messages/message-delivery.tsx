import { List, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '@rumbo/domain';
import { IconPaperclip } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageState } from '#data/messages/message-filter.ts';
import type { MessageDetail } from '#data/messages/messages-query.ts';
import classes from './messages.module.css';

/** The message's attachments, and how its delivery went: times, tries and answers. */
export function MessageDelivery({ message }: { message: MessageDetail }) {
  const { t } = useTranslation();
  const attachments = Array.isArray(message.attachments) ? message.attachments : [];
  const isQueued = message.status === 'queued';
  const rows: [string, ReactNode][] = [
    [t('messages.view.queued'), formatDateTime(message.created)],
    [t('messages.view.sent'), message.sentAt ? formatDateTime(message.sentAt) : '—'],
    [t('messages.view.tries'), String(message.attempts ?? 0)],
  ];
  if (message.lastAttemptAt)
    rows.push([t('messages.view.lastTry'), formatDateTime(message.lastAttemptAt)]);
  if (isQueued && messageState(message) === 'failing' && message.nextAttemptAt)
    rows.push([t('messages.view.nextTry'), formatDateTime(message.nextAttemptAt)]);
  if (message.lastError) rows.push([t('messages.view.serverAnswer'), message.lastError]);
  if (message.language)
    rows.push([t('messages.view.language'), t(`messages.view.languages.${message.language}`)]);
  if (message.messageId) rows.push([t('messages.view.messageId'), message.messageId]);
  if (message.resendOf) rows.push([t('messages.view.resendOf'), message.resendOf]);
  return (
    <>
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('messages.view.attachments')}
        </Title>
        {attachments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('messages.view.noAttachments')}
          </Text>
        ) : (
          <List size="sm" spacing={4} icon={<IconPaperclip size={14} aria-hidden />} center>
            {attachments.map((item, index) => (
              <List.Item key={`${item.file ?? ''}-${index}`}>
                {item.name || item.file}
                {item.contentType && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    ({item.contentType})
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
      <Stack gap={6}>
        <Title order={3} size="h5">
          {t('messages.view.delivery')}
        </Title>
        <dl className={classes.headers}>
          {rows.map(([label, value]) => (
            <DeliveryRow key={label} label={label}>
              {value}
            </DeliveryRow>
          ))}
        </dl>
      </Stack>
    </>
  );
}

function DeliveryRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}
