import { COLLECTION_IDS } from './collection-ids.ts';
import type { CollectionRules } from './collection-types.ts';
import { defineCollection } from './define-collection.ts';
import {
  ACTIVE_MEMBER,
  HAS_NO_ADMIN_ROLE,
  IS_COMPANY_SUPERUSER,
  IS_PLATFORM_ADMIN,
  IS_SIGNED_IN,
  SUBMITS_NO_ADMIN_ROLE,
  allOf,
  anyOf,
  keepsField,
} from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';
import { USER_LANGUAGES } from '../users/user-languages.ts';

/**
 * A user editing their own record: everything but the fields that grant access or identity.
 * The filter language cannot say "only these keys", so the dangerous ones are pinned instead.
 */
const EDITS_OWN_HARMLESS_FIELDS = allOf(
  'id = @request.auth.id',
  ...['role', 'company', 'email', 'verified', 'username'].map(keepsField),
  // Only a sign-in sets the session nonce (SPEC §4); a user may clear it (sign-out) or resubmit
  // it unchanged, never write another one, which could revive a session that has ended.
  anyOf(keepsField('activeSessionNonce'), '@request.data.activeSessionNonce = ""'),
);

/**
 * A company superuser acting on a colleague who is not, and will not become, an admin, while the
 * company's membership is active.
 */
const SUPERUSER_OF_TARGET = allOf(ACTIVE_MEMBER, IS_COMPANY_SUPERUSER, HAS_NO_ADMIN_ROLE);

const SUPERUSER_EDITS_COLLEAGUE = allOf(
  SUPERUSER_OF_TARGET,
  keepsField('company'),
  SUBMITS_NO_ADMIN_ROLE,
  // A superuser's own role is fixed: they cannot promote themselves.
  anyOf('id != @request.auth.id', keepsField('role')),
  // A colleague's session is theirs: ending it would also free their shipment locks
  // (docs/decisions/036). Signing oneself out goes through EDITS_OWN_HARMLESS_FIELDS.
  keepsField('activeSessionNonce'),
);

/**
 * Everyone sees their own record (it holds the session nonce and the company link the web app
 * needs to show the membership page); colleagues only while the membership is active.
 */
const SEES_USER = allOf(
  IS_SIGNED_IN,
  anyOf(IS_PLATFORM_ADMIN, 'id = @request.auth.id', ACTIVE_MEMBER),
);

const USERS_RULES: CollectionRules = {
  listRule: SEES_USER,
  viewRule: SEES_USER,
  // Evaluated on the new row: in the superuser's company and without an admin role.
  createRule: allOf(IS_SIGNED_IN, anyOf(IS_PLATFORM_ADMIN, SUPERUSER_OF_TARGET)),
  updateRule: allOf(
    IS_SIGNED_IN,
    anyOf(IS_PLATFORM_ADMIN, EDITS_OWN_HARMLESS_FIELDS, SUPERUSER_EDITS_COLLEAGUE),
  ),
  // Superusers cannot delete themselves, so a company never loses its last manager by accident.
  deleteRule: allOf(
    IS_SIGNED_IN,
    anyOf(IS_PLATFORM_ADMIN, allOf(SUPERUSER_OF_TARGET, 'id != @request.auth.id')),
  ),
};

/** Full manage access (set email, verified, a password without the old one): the same people. */
const MANAGE_RULE = allOf(IS_SIGNED_IN, anyOf(IS_PLATFORM_ADMIN, SUPERUSER_OF_TARGET));

/** The `users` auth collection (SPEC §3 User); email and password are PocketBase's auth fields. */
export const USERS_COLLECTION = defineCollection({
  id: COLLECTION_IDS.users,
  name: 'users',
  type: 'auth',
  fields: [
    // Deleting a company removes its accounts rather than leaving company-less logins behind.
    f.relation('company', COLLECTION_IDS.companies, { cascadeDelete: true }),
    f.text('telefono', { max: 40 }),
    f.text('nombreCompleto', { presentable: true, max: 200 }),
    f.text('role', { max: 50 }),
    f.date('lastLogin'),
    f.text('activeSessionNonce', { max: 255 }),
    // The language the person chose for the app (issue 20); empty: the spec's default texts.
    f.select('language', USER_LANGUAGES),
    // The daily digest of overdue milestones by e-mail (issue 37): on unless the person turns it off.
    f.bool('digestOff'),
  ],
  indexes: [sqlIndex('users', ['company']), sqlIndex('users', ['company', 'nombreCompleto'])],
  rules: USERS_RULES,
  options: {
    allowEmailAuth: true,
    allowOAuth2Auth: true,
    allowUsernameAuth: false,
    exceptEmailDomains: null,
    manageRule: MANAGE_RULE,
    minPasswordLength: 8,
    onlyEmailDomains: null,
    onlyVerified: false,
    requireEmail: true,
  },
});
