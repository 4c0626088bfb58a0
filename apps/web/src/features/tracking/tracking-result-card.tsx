import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TrackingResult, TrackingTransport } from '@rumbo/domain';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#ui/status-badge.tsx';
import { statusColor } from '#ui/status-color.ts';
import { formatZonedTime, zoneLabel } from './format-tracking-time.ts';
import { TrackingTimeline } from './tracking-timeline.tsx';
import { TrackingUnits } from './tracking-units.tsx';
import classes from './tracking.module.css';

export type TrackingResultCardProps = { result: TrackingResult; businessZone: string };

/** One shipment found: status, mode, route, vessel or flight, milestones and units. */
export function TrackingResultCard({ result, businessZone }: TrackingResultCardProps) {
  const { t } = useTranslation();
  const titleId = `tracking-${result.id}`;
  const title = result.code || result.reference || result.matched.value;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      className={classes.panel}
      component="article"
      aria-labelledby={titleId}
      data-testid="tracking-result"
      data-shipment-id={result.id}
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Group gap="xs" justify="space-between" align="flex-start">
            <Title order={2} size="h3" id={titleId} className={classes.number}>
              {title}
            </Title>
            <Group gap={6}>
              <Badge variant="light" color="gray">
                {t(`tracking.modes.${result.mode}`)}
              </Badge>
              <StatusBadge
                status={result.status}
                className={classes.statusBadge}
                style={statusShades(statusColor(result.status))}
              >
                {result.status || t('tracking.card.noStatus')}
              </StatusBadge>
              <Badge
                variant="outline"
                className={result.isDelayed ? classes.warnBadge : classes.okBadge}
              >
                {t(result.isDelayed ? 'tracking.card.delayed' : 'tracking.card.onTime')}
              </Badge>
            </Group>
          </Group>
          <Text size="sm" c="dimmed" data-testid="tracking-matched">
            {t('tracking.results.matchedBy', {
              kind: t(`tracking.kinds.${result.matched.kind}`),
              value: result.matched.value,
            })}
            {result.reference && result.matched.kind !== 'reference'
              ? ` · ${t('tracking.kinds.reference')} ${result.reference}`
              : ''}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('tracking.card.route')}>
            {result.origin || t('tracking.card.unknownPlace')} →{' '}
            {result.destination || t('tracking.card.unknownPlace')}
          </Fact>
          <TransportFacts transport={result.transport} />
        </SimpleGrid>
        <Divider />
        <TrackingTimeline milestones={result.milestones} headingId={`${titleId}-milestones`} />
        <TrackingUnits units={result.units} headingId={`${titleId}-units`} />
        {result.updatedAt ? (
          <Text size="xs" c="dimmed">
            {t('tracking.card.updated', {
              time: `${formatZonedTime(result.updatedAt, businessZone)} (${zoneLabel(result.updatedAt, { zone: businessZone, isKnown: false })})`,
            })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function TransportFacts({ transport }: { transport: TrackingTransport }) {
  const { t } = useTranslation();
  const none = t('tracking.card.none');
  if (transport.kind === 'vessel') {
    const voyage = [transport.vessel, transport.voyage].filter(Boolean).join(' / ');
    return (
      <Fact label={t('tracking.card.vessel')}>
        {voyage || none}
        {transport.carrier ? ` · ${transport.carrier}` : ''}
      </Fact>
    );
  }
  if (transport.kind === 'flight') {
    return (
      <Fact label={t('tracking.card.flight')}>
        {transport.flight || none}
        {transport.carrier ? ` · ${transport.carrier}` : ''}
      </Fact>
    );
  }
  return (
    <Fact label={t('tracking.card.truck')}>
      {transport.vehicle || none}
      {transport.carrier ? ` · ${transport.carrier}` : ''}
    </Fact>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function statusShades(color: string): CSSProperties {
  return {
    // The customer-facing card reads its status a step stronger than the theme's light badge:
    // shade 9 darkened in light, shade 3 in dark.
    '--status-strong': `color-mix(in srgb, var(--mantine-color-${color}-9) 75%, black)`,
    '--status-soft': `var(--mantine-color-${color}-3)`,
  } as CSSProperties;
}
