import { canSeeTariffs } from './can-see-tariffs.ts';
import type { MembershipState } from './membership-state.ts';

/** Parts of the dashboard that can be closed to a company. */
export type DashboardFeature = 'navigation' | 'search' | 'notifications' | 'tariffs';

/** Why a part is closed: the membership is not active, or the plan leaves it out. */
export type DisabledReason = Exclude<MembershipState, 'active'> | 'plan';

export type DisabledFeature = { feature: DashboardFeature; reason: DisabledReason };

export type DisabledFeaturesInput = {
  membership: MembershipState;
  plan?: string | null;
  /** Platform admins always have access (SPEC §6). */
  isAdmin?: boolean;
};

const GATED_FEATURES: readonly DashboardFeature[] = ['navigation', 'search', 'notifications'];

/**
 * What the dashboard closes to a user and why (SPEC §4, §6): navigation, search and notifications
 * while the membership is not active, and tariffs on the silver plan.
 *
 * @example disabledFeatures({ membership: 'active', plan: 'silver' }) // [{ feature: 'tariffs', reason: 'plan' }]
 */
export function disabledFeatures({
  membership,
  plan,
  isAdmin = false,
}: DisabledFeaturesInput): DisabledFeature[] {
  if (isAdmin) return [];
  const gated =
    membership === 'active'
      ? []
      : GATED_FEATURES.map((feature) => ({ feature, reason: membership }));
  const tariffs: DisabledFeature[] = canSeeTariffs(plan)
    ? []
    : [{ feature: 'tariffs', reason: 'plan' }];
  return [...gated, ...tariffs];
}
