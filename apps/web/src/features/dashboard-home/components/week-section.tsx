import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeekdayDateTime, formatWeekdayDay } from '#lib/format/format-dates.ts';
import { upcomingWeek } from '../upcoming-week.ts';
import { shipmentRoute } from '../shipment-route.ts';
import type { WeekMovement } from '../week-movements.ts';
import { HomeSection } from './home-section.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { ShipmentListRow } from './shipment-list-row.tsx';

export type WeekSectionProps = { movements: WeekMovement[]; now: Date; isLoading: boolean };

const COLLAPSED_ROWS = 8;

/** Shipments whose estimated departure or arrival falls within the coming week, soonest first. */
export function WeekSection({ movements, now, isLoading }: WeekSectionProps) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const { start, end } = upcomingWeek(now);
  const range = t('home.week.range', {
    start: formatWeekdayDay(start),
    end: formatWeekdayDay(new Date(end.getTime() - 1)),
  });
  const shown = isExpanded ? movements : movements.slice(0, COLLAPSED_ROWS);
  return (
    <HomeSection
      title={t('home.week.title')}
      aside={
        <Text size="sm" c="dimmed">
          {range}
        </Text>
      }
    >
      {isLoading && <RowsSkeleton />}
      {!isLoading && movements.length === 0 && <Text size="sm">{t('home.week.none')}</Text>}
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((movement) => (
          <MovementRow key={`${movement.shipment.id}-${movement.kind}`} movement={movement} />
        ))}
      </Stack>
      {movements.length > COLLAPSED_ROWS && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setExpanded(!isExpanded)}>
          {isExpanded
            ? t('home.week.showFewer')
            : t('home.week.showAll', { count: movements.length })}
        </Button>
      )}
    </HomeSection>
  );
}

function MovementRow({ movement }: { movement: WeekMovement }) {
  const { t } = useTranslation();
  const { origin, destination } = shipmentRoute(movement.shipment);
  const route =
    origin || destination ? t('home.route', { origin, destination }) : t('home.noRoute');
  const KindIcon = movement.kind === 'departure' ? IconArrowUpRight : IconArrowDownRight;
  const meta = (
    <Group gap={6} wrap="wrap">
      <Badge
        variant="default"
        radius="sm"
        leftSection={<KindIcon size={12} aria-hidden />}
        style={{ textTransform: 'none' }}
      >
        {t(`home.week.${movement.kind}`)}
      </Badge>
      {movement.isDone && (
        <Badge variant="filled" color="teal.9" radius="sm" style={{ textTransform: 'none' }}>
          {t('home.week.done')}
        </Badge>
      )}
      <Text size="sm" component="time" dateTime={movement.at} style={{ whiteSpace: 'nowrap' }}>
        {formatWeekdayDateTime(movement.at)}
      </Text>
    </Group>
  );
  return <ShipmentListRow shipment={movement.shipment} details={route} meta={meta} />;
}
