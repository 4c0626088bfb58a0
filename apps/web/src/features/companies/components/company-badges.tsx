import { Badge, type MantineColor } from '@mantine/core';
import { planBadgeVariant, type MembershipState, type PlanBadgeVariant } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

// The sidebar's colours (filled, autoContrast picks dark text on gold and silver: AA contrast).
const PLAN_COLORS: Record<PlanBadgeVariant, MantineColor> = {
  gold: 'yellow.4',
  silver: 'gray.4',
  enterprise: 'violet.8',
  personal_development: 'teal.9',
  default: 'blue.8',
};

// Dark shades under white text: at least 4.5:1 on every one.
const STATE_COLORS: Record<MembershipState, MantineColor> = {
  active: 'teal.9',
  upcoming: 'blue.9',
  expired: 'red.9',
  none: 'gray.7',
};

/** A company's plan, in the variant the sidebar uses for it (SPEC §6). */
export function CompanyPlanBadge({ plan }: { plan: string | null | undefined }) {
  const { t } = useTranslation();
  const variant = planBadgeVariant(plan);
  const label =
    variant === 'default'
      ? plan?.trim() || t('companies.plans.none')
      : t(`companies.plans.${variant}`);
  return (
    <Badge color={PLAN_COLORS[variant]} autoContrast size="sm" radius="sm" data-plan={variant}>
      {label}
    </Badge>
  );
}

/** Where a company's membership stands (SPEC §4). */
export function MembershipStateBadge({ state }: { state: MembershipState }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATE_COLORS[state]} size="sm" radius="sm" data-membership={state}>
      {t(`companies.membershipStates.${state}`)}
    </Badge>
  );
}
