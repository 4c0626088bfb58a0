// The domain's milestones rules, as the package exports them (see ../index.ts).
export {
  MILESTONE_LABELS,
  isMilestoneKey,
  milestoneLabel,
  type MilestoneKey,
} from './milestone-key.ts';
export { MODE_MILESTONES, type MilestoneFields } from './mode-milestones.ts';
export { MILESTONE_DUE_WORKING_HOURS, milestoneDueAt } from './milestone-due-at.ts';
export { CUSTOMER_MILESTONE_NAMES } from './customer-milestone-names.ts';
