// The domain's roles rules, as the package exports them (see ../index.ts).
export {
  ROLE_COMPANY_SUPERUSER,
  ROLE_PLATFORM_ADMIN,
  ROLE_SUPERUSER,
  normalizeRole,
} from './normalize-role.ts';
export type { RoleCompany, RoleUser } from './role-user.ts';
export { isPlatformAdmin } from './is-platform-admin.ts';
export { isCompanySuperuser } from './is-company-superuser.ts';
export { canManageCompany } from './can-manage-company.ts';
export { needsActiveMembership } from './needs-active-membership.ts';
