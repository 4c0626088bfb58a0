// The domain's users rules, as the package exports them (see ../index.ts).
export {
  USER_ID_ATTEMPTS,
  USER_ID_LENGTH,
  generateUserId,
  type GenerateUserIdInput,
} from './generate-user-id.ts';
export { buildUserUpdate, type UserUpdate, type UserUpdateInput } from './build-user-update.ts';
export {
  ROLE_STAFF,
  USER_ROLES,
  grantableRoles,
  roleRank,
  type GrantableRolesInput,
} from './grantable-roles.ts';
export * from './user-languages.ts';
