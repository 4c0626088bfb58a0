import { Anchor, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '@rumbo/domain';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageListItem } from '#data/messages/messages-query.ts';
import { paths, SHIPMENT_MODES, type ShipmentMode } from '#lib/paths.ts';
import { useRelativeTime } from '#ui/relative-time.ts';
import { MessageStatus } from './message-status.tsx';

export type MessageListProps = {
  items: MessageListItem[];
  /** Shipment codes by shipment id, as far as they are known. */
  codes: ReadonlyMap<string, string>;
  now: Date;
  onOpen: (message: MessageListItem) => void;
};

// Short columns keep their line; names, addresses and subjects wrap instead.
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/** The log on wide screens: a row per message; a click anywhere on it opens the message. */
export function MessageTable({ items, codes, now, onOpen }: MessageListProps) {
  const { t } = useTranslation();
  const ago = useRelativeTime();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t('messages.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('messages.columns.when')}</Table.Th>
            <Table.Th scope="col">{t('messages.columns.to')}</Table.Th>
            <Table.Th scope="col">{t('messages.columns.kind')}</Table.Th>
            <Table.Th scope="col">{t('messages.columns.subject')}</Table.Th>
            <Table.Th scope="col">{t('messages.columns.shipment')}</Table.Th>
            <Table.Th scope="col">{t('messages.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((message) => (
            <Table.Tr
              key={message.id}
              data-message={message.id}
              onClick={() => onOpen(message)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td style={NO_WRAP}>
                <Stack gap={0}>
                  <Text size="sm">{ago(message.created, now)}</Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(message.created)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td maw={240}>
                <Recipient message={message} />
              </Table.Td>
              <Table.Td>
                <KindText message={message} />
              </Table.Td>
              <Table.Th scope="row" fw="normal" maw={320}>
                <SubjectButton message={message} onOpen={onOpen} />
              </Table.Th>
              <Table.Td style={NO_WRAP}>
                <ShipmentLink message={message} codes={codes} />
              </Table.Td>
              <Table.Td maw={260}>
                <MessageStatus message={message} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The log on phones: a card per message. */
export function MessageCards({ items, codes, now, onOpen }: MessageListProps) {
  const { t } = useTranslation();
  const ago = useRelativeTime();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('messages.listLabel')}>
      {items.map((message) => (
        <Card component="li" key={message.id} withBorder padding="sm" radius="md">
          <Stack gap={6}>
            <SubjectButton message={message} onOpen={onOpen} />
            <Recipient message={message} />
            <Group gap="xs" justify="space-between" align="flex-start">
              <Text size="xs" c="dimmed">
                <KindText message={message} /> · {ago(message.created, now)} ·{' '}
                {formatDateTime(message.created)}
              </Text>
              <ShipmentLink message={message} codes={codes} />
            </Group>
            <MessageStatus message={message} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function Recipient({ message }: { message: MessageListItem }) {
  return (
    <Stack gap={0} miw={0}>
      {message.recipientName && (
        <Text size="sm" fw={500} style={WRAP_ANYWHERE}>
          {message.recipientName}
        </Text>
      )}
      <Text size="xs" c="dimmed" style={WRAP_ANYWHERE}>
        {message.recipient}
      </Text>
    </Stack>
  );
}

function KindText({ message }: { message: MessageListItem }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`messages.kinds.${message.kind}`)}
      {message.resendOf ? ` (${t('messages.resendOfEarlier')})` : ''}
    </>
  );
}

/** The subject, as the keyboard's way to open the message. */
function SubjectButton({ message, onOpen }: Pick<MessageListProps, 'onOpen'> & Item) {
  const { t } = useTranslation();
  const handleClick = (event: MouseEvent) => {
    event.stopPropagation();
    onOpen(message);
  };
  return (
    <UnstyledButton
      onClick={handleClick}
      aria-label={t('messages.openMessage', { subject: message.subject })}
      ta="left"
    >
      <Text size="sm" fw={600} c="var(--mantine-color-anchor)" style={WRAP_ANYWHERE}>
        {message.subject}
      </Text>
    </UnstyledButton>
  );
}

type Item = { message: MessageListItem };

function ShipmentLink({ message, codes }: Item & { codes: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const mode = shipmentMode(message.shipmentCollection);
  if (!mode || !message.shipment) return <Text size="sm">—</Text>;
  const code = codes.get(message.shipment);
  return (
    <Anchor
      component={Link}
      to={paths.dashboard.shipments(mode, { open: message.shipment })}
      size="sm"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      aria-label={t('messages.openShipment', { code: code ?? t(`shell.shipmentModes.${mode}`) })}
    >
      {code ?? t(`shell.shipmentModes.${mode}`)}
    </Anchor>
  );
}

function shipmentMode(collection: string): ShipmentMode | null {
  const mode = collection.replace('shipments_', '') as ShipmentMode;
  return SHIPMENT_MODES.includes(mode) ? mode : null;
}
