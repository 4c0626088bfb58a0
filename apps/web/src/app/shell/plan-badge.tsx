import { Badge, type MantineColor } from '@mantine/core';
import type { PlanBadgeVariant } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

export type PlanBadgeProps = {
  variant: PlanBadgeVariant;
  /** The plan as stored, shown as it is when it is not one of the known plans. */
  plan: string | null;
  isAdmin: boolean;
};

// Filled colours with autoContrast pick dark text on the light ones (gold, silver): AA contrast.
const VARIANT_COLORS: Record<PlanBadgeVariant, MantineColor> = {
  gold: 'yellow.4',
  silver: 'gray.4',
  enterprise: 'violet.8',
  personal_development: 'teal.9',
  default: 'blue.8',
};

/** The sidebar's plan badge (SPEC §6 variants: gold, silver, enterprise, personal development). */
export function PlanBadge({ variant, plan, isAdmin }: PlanBadgeProps) {
  const { t } = useTranslation();
  const label = planLabel();
  return (
    <Badge
      color={VARIANT_COLORS[variant]}
      autoContrast
      size="sm"
      radius="sm"
      data-plan={variant}
      title={t('shell.planLabel', { plan: label })}
    >
      {label}
    </Badge>
  );

  function planLabel(): string {
    if (variant !== 'default') return t(`shell.plans.${variant}`);
    if (isAdmin) return t('shell.plans.admin');
    return plan?.trim() || t('shell.plans.none');
  }
}
