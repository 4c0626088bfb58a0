import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ShipmentMode } from '@rumbo/domain';
import { IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import { useHoldDrawerEscape } from '#ui/drawer-escape.ts';
import { ShareTrackingModal } from './share-tracking-modal.tsx';

export type ShareTrackingButtonProps = { mode: ShipmentMode; shipmentId: string };

/**
 * "Share tracking" beside a saved shipment's tabs: opens its tracking links. On a phone it is an
 * icon (named the same), so it fits beside the tabs.
 */
export function ShareTrackingButton({ mode, shipmentId }: ShareTrackingButtonProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 40em)');
  const [isOpen, setIsOpen] = useState(false);
  useHoldDrawerEscape(isOpen);
  const label = t('shareTracking.open');
  const open = () => setIsOpen(true);
  return (
    <>
      {isPhone ? (
        <Tooltip label={label}>
          <ActionIcon variant="default" size="lg" aria-label={label} onClick={open}>
            <IconShare size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button variant="default" leftSection={<IconShare size={16} aria-hidden />} onClick={open}>
          {label}
        </Button>
      )}
      {isOpen && (
        <ShareTrackingModal
          shipment={{ collection: shipmentCollection(mode), shipmentId }}
          onClose={() => setIsOpen(false)}
        />
      )}
    </>
  );
}
