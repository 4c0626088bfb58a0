import { Stack, Text } from '@mantine/core';
import type { HomeRecentRow } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { useValueLabel } from '#lib/use-value-label.ts';
import { useRelativeTime } from '#ui/relative-time.ts';
import { HomeSection } from './home-section.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { ShipmentListRow } from './shipment-list-row.tsx';

export type RecentSectionProps = { rows: HomeRecentRow[]; now: Date; isLoading: boolean };

/** The latest updated shipments: what colleagues changed since yesterday. */
export function RecentSection({ rows, now, isLoading }: RecentSectionProps) {
  const { t } = useTranslation();
  return (
    <HomeSection title={t('home.recent.title')}>
      {isLoading && <RowsSkeleton />}
      {!isLoading && rows.length === 0 && <Text size="sm">{t('home.recent.none')}</Text>}
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <RecentRow key={row.id} row={row} now={now} />
        ))}
      </Stack>
    </HomeSection>
  );
}

function RecentRow({ row, now }: { row: HomeRecentRow; now: Date }) {
  const { t } = useTranslation();
  const relativeTime = useRelativeTime();
  const valueLabel = useValueLabel();
  const author = row.updatedByName;
  const details = [
    valueLabel('statuses', row.status),
    author && t('home.recent.by', { name: author }),
  ]
    .filter(Boolean)
    .join(' · ');
  const ago = relativeTime(row.updated, now);
  const meta = ago && (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {ago}
    </Text>
  );
  return <ShipmentListRow row={row} details={details} meta={meta} />;
}
