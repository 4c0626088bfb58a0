import {
  Badge,
  Box,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Text,
  type MantineColor,
} from '@mantine/core';
import {
  NOTIFICATION_PRIORITIES,
  type NotificationPriority,
  type OverdueCounts,
} from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { HomeSection } from './home-section.tsx';

export type OverdueSectionProps = { counts: OverdueCounts; isLoading: boolean };

// Shade 9 keeps the marks distinct in both themes; the text beside them carries the meaning.
const PRIORITY_COLORS: Record<NotificationPriority, MantineColor> = {
  urgent: 'red.9',
  high: 'orange.9',
  normal: 'yellow.6',
  low: 'gray.6',
};

/** Overdue milestones by priority, each a link to the notifications page filtered on it. */
export function OverdueSection({ counts, isLoading }: OverdueSectionProps) {
  const { t } = useTranslation();
  const total = NOTIFICATION_PRIORITIES.reduce((sum, priority) => sum + counts[priority], 0);
  const aside = isLoading ? null : (
    <Badge
      color={total > 0 ? 'red.9' : 'teal.9'}
      size="lg"
      radius="sm"
      style={{ textTransform: 'none' }}
    >
      {t('home.overdue.total', { count: total })}
    </Badge>
  );
  return (
    <HomeSection title={t('home.overdue.title')} aside={aside}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('home.overdue.hint')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        {NOTIFICATION_PRIORITIES.map((priority) => (
          <PriorityLink
            key={priority}
            priority={priority}
            count={counts[priority]}
            isLoading={isLoading}
          />
        ))}
      </SimpleGrid>
      {!isLoading && total === 0 && (
        <Text size="sm" mt="sm">
          {t('home.overdue.none')}
        </Text>
      )}
    </HomeSection>
  );
}

type PriorityLinkProps = { priority: NotificationPriority; count: number; isLoading: boolean };

function PriorityLink({ priority, count, isLoading }: PriorityLinkProps) {
  const { t } = useTranslation();
  const label = t(`home.priorities.${priority}`);
  const to = `${paths.dashboard.notifications}?${new URLSearchParams({ priority })}`;
  return (
    <Card
      component={Link}
      to={to}
      // A link dressed as a card: Mantine's focus ring, as its buttons and anchors have.
      className="mantine-focus-auto"
      withBorder
      padding="sm"
      radius="md"
      aria-label={isLoading ? label : t('home.overdue.link', { priority: label, count })}
    >
      <Group gap="xs" wrap="nowrap">
        <Box w={10} h={10} bg={PRIORITY_COLORS[priority]} style={{ borderRadius: '50%' }} />
        <Text fw={600}>{label}</Text>
      </Group>
      {isLoading ? (
        <Skeleton height={28} width={40} mt={6} />
      ) : (
        <Text fz={26} fw={700} lh={1.2} mt={4}>
          {count}
        </Text>
      )}
    </Card>
  );
}
