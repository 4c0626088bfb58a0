import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@rumbo/domain';
import { IconCopy, IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrackingLink } from '#data/tracking-links/tracking-links.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { useNow } from '#ui/use-now.ts';
import { linkFailure } from './link-failure.ts';
import { trackingLinkStatus, type TrackingLinkStatus } from './tracking-link-status.ts';

const STATUS_COLORS: Record<TrackingLinkStatus, string> = {
  active: 'teal',
  expired: 'yellow',
  revoked: 'gray',
};

// A link that expires while the dialog is open shows so within the minute.
const MINUTE_MS = 60_000;

export type TrackingLinkListProps = {
  links: { data?: TrackingLink[]; error: unknown; isPending: boolean; refetch: () => unknown };
  revokingId: string | null;
  onCopy: (link: TrackingLink) => void;
  onRevoke: (link: TrackingLink) => void;
};

/** The shipment's links, newest first: whom each is for, its dates and status, copy and revoke. */
export function TrackingLinkList({ links, revokingId, onCopy, onRevoke }: TrackingLinkListProps) {
  const { t } = useTranslation();
  const now = useNow(MINUTE_MS);
  if (links.error && !links.data) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {linkFailure(links.error).kind === 'offline'
              ? t('shareTracking.errors.listOffline')
              : t('shareTracking.errors.listFailed', { message: serverErrorText(links.error) })}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => void links.refetch()}>
            {t('shareTracking.list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (links.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">{t('shareTracking.list.loading')}</Text>
      </Group>
    );
  const items = links.data ?? [];
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('shareTracking.list.empty')}
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap="xs"
      aria-label={t('shareTracking.list.label')}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {items.map((link) => (
        <LinkRow
          key={link.id}
          link={link}
          status={trackingLinkStatus(link, now)}
          isRevoking={revokingId === link.id}
          onCopy={() => onCopy(link)}
          onRevoke={() => onRevoke(link)}
        />
      ))}
    </Stack>
  );
}

type LinkRowProps = {
  link: TrackingLink;
  status: TrackingLinkStatus;
  isRevoking: boolean;
  onCopy: () => void;
  onRevoke: () => void;
};

function LinkRow({ link, status, isRevoking, onCopy, onRevoke }: LinkRowProps) {
  const { t } = useTranslation();
  const expiry = link.expiresAt
    ? t(status === 'expired' ? 'shareTracking.link.expired' : 'shareTracking.link.expires', {
        date: formatDateTime(link.expiresAt),
      })
    : t('shareTracking.link.noExpiry');
  const opened = link.lastOpenedAt
    ? t('shareTracking.link.lastOpened', { date: formatDateTime(link.lastOpenedAt) })
    : t('shareTracking.link.neverOpened');
  return (
    <Paper component="li" withBorder radius="sm" p="sm" data-link-status={status}>
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {link.label}
          </Text>
          <Badge variant="light" color={STATUS_COLORS[status]} tt="none" style={{ flexShrink: 0 }}>
            {t(`shareTracking.link.status.${status}`)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {[
            t('shareTracking.link.created', { date: formatDateTime(link.created) }),
            expiry,
            opened,
          ].join(' · ')}
        </Text>
        {status !== 'revoked' && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={onCopy}
            >
              {t('shareTracking.link.copy')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={14} aria-hidden />}
              loading={isRevoking}
              onClick={onRevoke}
            >
              {t('shareTracking.link.revoke')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
