import { Badge, type MantineColor } from '@mantine/core';
import { planBadgeVariant, type PlanBadgeVariant } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

// The sidebar badge's colours (SPEC §6 variants); filled with autoContrast for AA contrast.
const VARIANT_COLORS: Record<PlanBadgeVariant, MantineColor> = {
  gold: 'yellow.4',
  silver: 'gray.4',
  enterprise: 'violet.8',
  personal_development: 'teal.9',
  default: 'blue.8',
};

/** The company's plan as a badge; an unknown plan shows as stored. */
export function MembershipPlanBadge({ plan }: { plan: string | null }) {
  const { t } = useTranslation();
  const variant = planBadgeVariant(plan);
  const label =
    variant === 'default' ? plan?.trim() || t('shell.plans.none') : t(`shell.plans.${variant}`);
  return (
    <Badge color={VARIANT_COLORS[variant]} autoContrast size="lg" radius="sm" data-plan={variant}>
      {label}
    </Badge>
  );
}
