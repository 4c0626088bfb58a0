import { List, Text, ThemeIcon } from '@mantine/core';
import { disabledFeatures, type MembershipState } from '@rumbo/domain';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '#ui/section-card.tsx';

export type UnavailableFeaturesProps = {
  membership: MembershipState;
  plan: string | null;
  planLabel: string;
  isAdmin: boolean;
};

/** What the dashboard closes to the company and why (SPEC §4, §6). */
export function UnavailableFeatures({
  membership,
  plan,
  planLabel,
  isAdmin,
}: UnavailableFeaturesProps) {
  const { t } = useTranslation();
  const closed = disabledFeatures({ membership, plan, isAdmin });
  return (
    <SectionCard headingId="membership-unavailable" heading={t('membership.unavailable.heading')}>
      {closed.length === 0 ? (
        <Text>
          <IconCircleCheck size={18} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
          {t('membership.unavailable.nothing')}
        </Text>
      ) : (
        <List
          spacing="xs"
          icon={
            <ThemeIcon color="red.8" size={22} radius="xl">
              <IconLock size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          {closed.map(({ feature, reason }) => (
            <List.Item key={feature} data-feature={feature}>
              <Text span fw={600}>
                {t(`membership.unavailable.features.${feature}`)}
              </Text>
              {' — '}
              {t(`membership.unavailable.reasons.${reason}`, { plan: planLabel })}
            </List.Item>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
