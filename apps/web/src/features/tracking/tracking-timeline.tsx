import { Badge, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { isMilestoneKey, type TrackingDelay, type TrackingMilestone } from '@rumbo/domain';
import { IconAlertTriangle, IconCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { durationParts, formatZonedTime, zoneLabel } from './format-tracking-time.ts';
import classes from './tracking.module.css';

export type TrackingTimelineProps = { milestones: TrackingMilestone[]; headingId: string };

/** The milestones in order: estimated and actual time in the place's own zone, delays marked. */
export function TrackingTimeline({ milestones, headingId }: TrackingTimelineProps) {
  const { t } = useTranslation();
  const done = milestones.filter((milestone) => milestone.actualAt !== '').length;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t('tracking.timeline.title')}
      </Title>
      {milestones.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tracking.timeline.empty')}
        </Text>
      ) : (
        <Timeline
          active={done - 1}
          bulletSize={24}
          lineWidth={2}
          component="ol"
          className={classes.timeline}
        >
          {milestones.map((milestone) => (
            <Timeline.Item
              key={milestone.key}
              component="li"
              bullet={<MilestoneIcon milestone={milestone} />}
              color={milestone.delay ? 'orange' : undefined}
              title={<MilestoneTitle milestone={milestone} />}
            >
              <MilestoneTimes milestone={milestone} />
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}

function MilestoneIcon({ milestone }: { milestone: TrackingMilestone }) {
  if (milestone.delay) return <IconAlertTriangle size={14} aria-hidden />;
  return milestone.actualAt ? (
    <IconCheck size={14} aria-hidden />
  ) : (
    <IconClock size={14} aria-hidden />
  );
}

function MilestoneTitle({ milestone }: { milestone: TrackingMilestone }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <Text fw={600} size="sm" component="span">
        {isMilestoneKey(milestone.key) ? t(`milestones.${milestone.key}`) : milestone.key}
      </Text>
      {milestone.delay ? (
        <Badge variant="outline" size="sm" className={classes.warnBadge}>
          {t('tracking.card.delayed')}
        </Badge>
      ) : null}
    </Group>
  );
}

function MilestoneTimes({ milestone }: { milestone: TrackingMilestone }) {
  const { t } = useTranslation();
  const delayReason = ({ kind, minutes }: TrackingDelay) => {
    const { unit, count } = durationParts(minutes);
    return t(`tracking.timeline.${kind}`, {
      duration: t(`tracking.timeline.duration.${unit}`, { count }),
    });
  };
  const { delay } = milestone;
  const reason = delay ? delayReason(delay) : '';
  return (
    <Stack gap={2} className={delay ? classes.delayed : undefined} data-testid="tracking-milestone">
      {milestone.location ? (
        <Text size="sm" c="dimmed">
          {milestone.location}
        </Text>
      ) : null}
      <TimeLine kind="estimated" iso={milestone.estimatedAt} milestone={milestone} />
      <TimeLine kind="actual" iso={milestone.actualAt} milestone={milestone} />
      {reason ? (
        <Text size="sm" fw={600} className={classes.warnText}>
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}

type TimeLineProps = { kind: 'estimated' | 'actual'; iso: string; milestone: TrackingMilestone };

/** "Estimated: Tue 3 Mar 2026, 10:30 (Mexico City, UTC−6)". */
function TimeLine({ kind, iso, milestone }: TimeLineProps) {
  const { t } = useTranslation();
  const label = t(`tracking.timeline.${kind}`);
  if (!iso) {
    const missing = t(kind === 'actual' ? 'tracking.timeline.notYet' : 'tracking.timeline.notSet');
    return (
      <Text size="sm">
        {label}:{' '}
        <Text span c="dimmed" size="sm">
          {missing}
        </Text>
      </Text>
    );
  }
  const zone = zoneLabel(iso, milestone.timeZone);
  return (
    <Text size="sm">
      {label}: <time dateTime={iso}>{formatZonedTime(iso, milestone.timeZone.zone)}</time>{' '}
      <Text span c="dimmed" size="xs">
        ({milestone.timeZone.isKnown ? zone : `${zone}, ${t('tracking.timeline.zoneUnknown')}`})
      </Text>
    </Text>
  );
}
