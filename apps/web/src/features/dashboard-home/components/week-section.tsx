import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  upcomingWeek,
  type HomeFigures,
  type HomeMovement,
  formatWeekdayDateTime,
  formatWeekdayDay,
} from '@rumbo/domain';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiguresScope } from '#data/figures/figures-keys.ts';
import { homeWeekQuery, WEEK_PAGE_SIZE } from '#data/figures/home-queries.ts';
import { HomeSection } from './home-section.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { ShipmentListRow } from './shipment-list-row.tsx';

export type WeekSectionProps = {
  /** The week's first movements and how many there are; undefined while loading. */
  week: HomeFigures['week'] | undefined;
  scope: FiguresScope;
  now: Date;
  isLoading: boolean;
};

/**
 * Shipments whose estimated departure or arrival falls within the coming week, soonest first:
 * the first ones come with the home's figures; "Show all" reads the rest a page at a time.
 */
export function WeekSection({ week, scope, now, isLoading }: WeekSectionProps) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const pages = useInfiniteQuery({ ...homeWeekQuery(scope), enabled: isExpanded });
  const { start, end } = week
    ? { start: new Date(week.start), end: new Date(week.end) }
    : upcomingWeek(now);
  const range = t('home.week.range', {
    start: formatWeekdayDay(start),
    end: formatWeekdayDay(new Date(end.getTime() - 1)),
  });
  const total = week?.total ?? 0;
  const expanded = pages.data?.pages.flatMap((page) => page.value.items);
  const shown = isExpanded && expanded ? expanded : (week?.items ?? []);
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
      {!isLoading && total === 0 && <Text size="sm">{t('home.week.none')}</Text>}
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {shown.map((movement) => (
          <MovementRow key={`${movement.shipment.id}-${movement.kind}`} movement={movement} />
        ))}
      </Stack>
      <Group gap="xs" mt="xs">
        {isExpanded && pages.hasNextPage && (
          <Button
            variant="light"
            size="compact-sm"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('home.week.showMore', { shown: shown.length, count: total })}
          </Button>
        )}
        {total > (week?.items.length ?? 0) && (
          <Button
            variant="subtle"
            size="compact-sm"
            loading={isExpanded && pages.isPending}
            onClick={() => setExpanded(!isExpanded)}
          >
            {isExpanded
              ? t('home.week.showFewer')
              : total <= WEEK_PAGE_SIZE
                ? t('home.week.showAll', { count: total })
                : t('home.week.showMore', { shown: shown.length, count: total })}
          </Button>
        )}
      </Group>
    </HomeSection>
  );
}

function MovementRow({ movement }: { movement: HomeMovement }) {
  const { t } = useTranslation();
  const { origin, destination } = movement.shipment;
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
  return <ShipmentListRow row={movement.shipment} details={route} meta={meta} />;
}
