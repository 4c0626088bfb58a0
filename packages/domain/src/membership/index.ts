// The domain's membership rules, as the package exports them (see ../index.ts).
export {
  membershipState,
  type MembershipState,
  type MembershipStateInput,
} from './membership-state.ts';
export { normalizePlan } from './normalize-plan.ts';
export { planBadgeVariant, type PlanBadgeVariant } from './plan-badge-variant.ts';
export {
  membershipDays,
  type MembershipDayCount,
  type MembershipDaysInput,
} from './membership-days.ts';
export { moduleWindows, type ModuleOffReason, type ModuleWindow } from './module-windows.ts';
export {
  disabledFeatures,
  type DashboardFeature,
  type DisabledFeature,
  type DisabledFeaturesInput,
  type DisabledReason,
} from './disabled-features.ts';
export { canSeeTariffs } from './can-see-tariffs.ts';
