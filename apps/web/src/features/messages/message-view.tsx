import { Alert, Button, Group, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isMessageAddress } from '@rumbo/domain';
import { IconMail, IconSend, IconTextCaption } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { companyRecordQuery } from '#data/companies/companies-query.ts';
import { messageQuery, type MessageListItem } from '#data/messages/messages-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { MessageDelivery } from './message-delivery.tsx';
import { MessageStatus } from './message-status.tsx';
import classes from './messages.module.css';

export type MessageViewProps = {
  /** The message as the list has it: shown at once while its parts load. */
  message: MessageListItem;
  companyId: string;
  onResend: (message: MessageListItem) => void;
  isResending: boolean;
  /** While the resend is being confirmed, Escape answers the confirmation only. */
  isConfirming: boolean;
  onClose: () => void;
};

/**
 * One message as it goes out: who it is from and to, its subject, its HTML part rendered in a
 * sandboxed frame (no scripts, no forms, no same-origin access) or its plain text, its
 * attachments, and how its delivery went; with Resend.
 */
export function MessageView(props: MessageViewProps) {
  const { message, companyId, onClose } = props;
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const detail = useQuery(messageQuery(message.id));
  const company = useQuery(companyRecordQuery(companyId));
  const sender = company.data?.brandName || company.data?.name || '';
  const replyTo = company.data?.replyTo ?? '';
  const shown = detail.data ?? message;
  return (
    <Modal
      opened
      onClose={onClose}
      closeOnEscape={!props.isConfirming}
      title={t('messages.view.title')}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('messages.view.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <MessageStatus message={shown} />
          <Button
            leftSection={<IconSend size={18} aria-hidden />}
            loading={props.isResending}
            onClick={() => props.onResend(shown)}
          >
            {t('messages.resend')}
          </Button>
        </Group>
        <dl className={classes.headers}>
          {sender && (
            <Header label={t('messages.view.from')}>
              {t('messages.view.fromValue', { company: sender })}
            </Header>
          )}
          {isMessageAddress(replyTo) && (
            <Header label={t('messages.view.replyTo')}>{replyTo}</Header>
          )}
          <Header label={t('messages.view.to')}>
            {shown.recipientName ? `${shown.recipientName} <${shown.recipient}>` : shown.recipient}
          </Header>
          <Header label={t('messages.view.subject')}>
            <Text span fw={600}>
              {shown.subject}
            </Text>
          </Header>
        </dl>
        {detail.isPending && <BusySpinner label={t('messages.view.loading')} />}
        {detail.isError && (
          <Alert color="red" role="alert">
            {t('messages.view.loadError', { message: serverErrorText(detail.error) })}
          </Alert>
        )}
        {detail.data && <MessageParts body={detail.data.body} />}
        {detail.data && <MessageDelivery message={detail.data} />}
      </Stack>
    </Modal>
  );
}

function Header({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

type MessageBody = { text?: string; html?: string } | null;

/** The two parts: the HTML as the recipient sees it, and the plain text beside it. */
function MessageParts({ body }: { body: MessageBody }) {
  const { t } = useTranslation();
  const html = body?.html ?? '';
  const text = body?.text ?? '';
  return (
    <Tabs defaultValue={html ? 'html' : 'text'} keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="html" leftSection={<IconMail size={16} aria-hidden />}>
          {t('messages.view.html')}
        </Tabs.Tab>
        <Tabs.Tab value="text" leftSection={<IconTextCaption size={16} aria-hidden />}>
          {t('messages.view.text')}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="html">
        {html ? (
          <iframe
            className={classes.preview}
            title={t('messages.view.previewLabel')}
            // Nothing allowed: no scripts, forms, popups, navigation of the page, nor access
            // to the app's origin. The message's own styles still apply.
            sandbox=""
            referrerPolicy="no-referrer"
            srcDoc={html}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('messages.view.noHtml')}
          </Text>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="text">
        {text ? (
          // Focusable: a region that scrolls must be reachable by keyboard.
          <pre className={classes.plain} tabIndex={0}>
            {text}
          </pre>
        ) : (
          <Text size="sm" c="dimmed">
            {t('messages.view.noText')}
          </Text>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
