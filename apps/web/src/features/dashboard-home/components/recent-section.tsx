import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModeShipment } from '#data/repository-types.ts';
import { useRelativeTime } from '#ui/relative-time.ts';
import { HomeSection } from './home-section.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { ShipmentListRow } from './shipment-list-row.tsx';

export type RecentSectionProps = { shipments: ModeShipment[]; now: Date; isLoading: boolean };

/** The latest updated shipments: what colleagues changed since yesterday. */
export function RecentSection({ shipments, now, isLoading }: RecentSectionProps) {
  const { t } = useTranslation();
  return (
    <HomeSection title={t('home.recent.title')}>
      {isLoading && <RowsSkeleton />}
      {!isLoading && shipments.length === 0 && <Text size="sm">{t('home.recent.none')}</Text>}
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {shipments.map((shipment) => (
          <RecentRow key={shipment.id} shipment={shipment} now={now} />
        ))}
      </Stack>
    </HomeSection>
  );
}

function RecentRow({ shipment, now }: { shipment: ModeShipment; now: Date }) {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  const status = shipmentStatus(shipment);
  const author = updatedByName(shipment);
  const details = [status, author && t('home.recent.by', { name: author })]
    .filter(Boolean)
    .join(' · ');
  const ago = relativeTime(shipment.updated, now);
  const meta = ago && (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {ago}
    </Text>
  );
  return <ShipmentListRow shipment={shipment} details={details} meta={meta} />;
}

function shipmentStatus(shipment: ModeShipment): string {
  const status =
    shipment.mode === 'ocean' ? shipment.operationalStatus || shipment.status : shipment.status;
  return typeof status === 'string' ? status : '';
}

/** Who saved it last, as the web app records it in the payload (records keep only the user id). */
function updatedByName(shipment: ModeShipment): string {
  const { payload } = shipment;
  if (typeof payload !== 'object' || payload === null) return '';
  const name = (payload as { updatedByName?: unknown }).updatedByName;
  return typeof name === 'string' ? name : '';
}
