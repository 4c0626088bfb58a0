import { normalizePlan } from './normalize-plan.ts';

/** Visual variants of the sidebar's plan badge. */
export type PlanBadgeVariant =
  'gold' | 'silver' | 'enterprise' | 'personal_development' | 'default';

const KNOWN_VARIANTS: readonly PlanBadgeVariant[] = [
  'gold',
  'silver',
  'enterprise',
  'personal_development',
];

/**
 * The badge variant of a plan name in any case or spacing; unknown or missing plans get `default`.
 *
 * @example planBadgeVariant('Personal-Development') // 'personal_development'
 */
export function planBadgeVariant(plan: unknown): PlanBadgeVariant {
  const normalized = normalizePlan(plan);
  return KNOWN_VARIANTS.find((variant) => variant === normalized) ?? 'default';
}
