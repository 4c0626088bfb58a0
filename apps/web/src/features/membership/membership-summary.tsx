import { Badge, Group, SimpleGrid, Stack, Text, type MantineColor } from '@mantine/core';
import {
  membershipDays,
  type CompaniesRecord,
  type MembershipState,
  formatDay,
} from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#ui/section-card.tsx';
import { MembershipPlanBadge } from './membership-plan-badge.tsx';

export type MembershipSummaryProps = {
  company: CompaniesRecord | null;
  plan: string | null;
  now: Date;
};

const STATE_COLORS: Record<MembershipState, MantineColor> = {
  active: 'teal.8',
  upcoming: 'blue.8',
  expired: 'red.8',
  none: 'gray.7',
};

/** Plan, state, period and the days left or since (SPEC §4 membership state). */
export function MembershipSummary({ company, plan, now }: MembershipSummaryProps) {
  const { t } = useTranslation();
  const startAt = company?.membershipStartAt ?? '';
  const endAt = company?.membershipEndAt ?? '';
  const { state, count } = membershipDays({ plan, startAt, endAt, now });
  return (
    <SectionCard headingId="membership-summary" heading={t('membership.summaryHeading')} gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <Fact label={t('membership.planLabel')}>
          <MembershipPlanBadge plan={plan} />
        </Fact>
        <Fact label={t('membership.stateLabel')}>
          <Badge color={STATE_COLORS[state]} size="lg" radius="sm" data-state={state}>
            {t(`membership.states.${state}`)}
          </Badge>
        </Fact>
        <Fact label={t('membership.period')}>
          <Text size="sm">
            {t('membership.startsAt')}: {formatDay(startAt) || t('membership.noStart')}
          </Text>
          <Text size="sm">
            {t('membership.endsAt')}: {formatDay(endAt) || t('membership.noEnd')}
          </Text>
        </Fact>
        {count && (
          <Fact label={t(`membership.countLabels.${count.kind}`)}>
            <Text fw={700} size="lg" data-testid="membership-days">
              {t(`membership.${count.kind}`, { count: count.days })}
            </Text>
          </Fact>
        )}
      </SimpleGrid>
      <Text>{t(`access.membershipState.${state}`)}</Text>
    </SectionCard>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        {label}
      </Text>
      <Group gap="xs">{children}</Group>
    </Stack>
  );
}
