import { Alert, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  trackingLinksQuery,
  type LinkedShipment,
  type TrackingLink,
} from '#data/tracking-links/tracking-links.ts';
import { CreatedLink } from './created-link.tsx';
import { NewLinkForm } from './new-link-form.tsx';
import { TrackingLinkList } from './tracking-link-list.tsx';
import { useCopyLink } from './use-copy-link.ts';
import { useRevokeLink } from './use-revoke-link.ts';

export type ShareTrackingModalProps = {
  shipment: LinkedShipment;
  onClose: () => void;
};

/**
 * The shipment's tracking links: a form to make one (its address shown at once, to copy), and
 * the links made so far, each with its status, to copy again or revoke. Everything here is the
 * server's: offline, the list and the writes say so and nothing is queued.
 */
export function ShareTrackingModal({ shipment, onClose }: ShareTrackingModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const links = useQuery(trackingLinksQuery(shipment));
  const { urlOf, copy } = useCopyLink();
  const revoking = useRevokeLink(shipment);
  const [created, setCreated] = useState<TrackingLink | null>(null);
  // The address of a link revoked since is of no use: it goes.
  const isCreatedRevoked = links.data?.some((it) => it.id === created?.id && it.revoked) ?? false;
  return (
    <Modal
      opened
      onClose={onClose}
      // While a revoke is being confirmed, Escape answers the confirmation only.
      closeOnEscape={!revoking.isConfirming}
      title={t('shareTracking.title')}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': t('shareTracking.close') }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('shareTracking.intro')}
        </Text>
        <NewLinkForm shipment={shipment} onCreated={setCreated} />
        {created && !isCreatedRevoked && (
          <CreatedLink
            key={created.id}
            link={created}
            url={urlOf(created.token)}
            onCopy={() => void copy(created.token)}
          />
        )}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('shareTracking.list.title')}
          </Title>
          {revoking.error && (
            <Alert color="red" role="alert">
              {revoking.error}
            </Alert>
          )}
          <TrackingLinkList
            links={links}
            revokingId={revoking.revokingId}
            onCopy={(link) => void copy(link.token)}
            onRevoke={(link) => void revoking.revoke(link)}
          />
        </Stack>
      </Stack>
    </Modal>
  );
}
