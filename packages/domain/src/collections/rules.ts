/**
 * Named pieces of the product's API rules, written in PocketBase v0.22's filter language
 * (reference §6: no functions, only the `:isset`, `:length` and `:each` modifiers). Tenant
 * isolation is the product's most important property (DESIGN §3); building every rule from
 * these fragments keeps each one readable and the same idea written the same way everywhere.
 *
 * Reminders from the reference that shape the fragments:
 * - rules are SQL filters: list hides rows, view/update/delete answer 404, create answers 400;
 *   update rules see the row *before* the change, create rules the row *being* inserted;
 * - `@request.auth.*` is "" for guests, `@request.data.*` is NULL when not sent;
 * - two non-literal sides compare as `COALESCE(a,'') = COALESCE(b,'')`, so "" equals "".
 */
import type { CollectionRules } from './collection-types.ts';

/**
 * Joins conditions with `&&`. The server concatenates items into SQL where AND binds tighter
 * than OR; `anyOf` always parenthesises its result, so the pieces never need regrouping here.
 */
export function allOf(...conditions: string[]): string {
  return conditions.join(' && ');
}

/** Joins alternatives with `||`, inside parentheses; alternatives that are `&&`-chains are grouped. */
export function anyOf(...alternatives: string[]): string {
  const grouped = alternatives.map((it) => (it.includes('&&') && !isGrouped(it) ? `(${it})` : it));
  return `(${grouped.join(' || ')})`;
}

function isGrouped(expression: string): boolean {
  if (!expression.startsWith('(')) return false;
  let depth = 0;
  for (let i = 0; i < expression.length; i++) {
    if (expression[i] === '(') depth++;
    if (expression[i] === ')') depth--;
    if (depth === 0) return i === expression.length - 1;
  }
  return false;
}

/** Guests carry an empty auth id; every product rule opens with this so they see nothing. */
export const IS_SIGNED_IN = '@request.auth.id != ""';

/**
 * Platform admins are auth records with the product's admin role and no company (DESIGN §3).
 * Compared exactly: no rule lets anyone but an admin write a role that mentions "admin".
 */
export const IS_PLATFORM_ADMIN = '@request.auth.role = "rumbo_admin"';

/**
 * The caller belongs to a company. Required before any `x = @request.auth.company`: that
 * comparison is COALESCE-based, so a company-less caller would otherwise match company-less rows.
 */
export const HAS_COMPANY = '@request.auth.company != ""';

/** The row (as stored, or as being created) belongs to the caller's company. */
export const IN_CALLER_COMPANY = allOf(HAS_COMPANY, 'company = @request.auth.company');

/**
 * The caller's company has an active membership (SPEC §4, `membershipState`): a plan, no start
 * in the future and no end in the past (the end instant itself still counts). Dates are stored as
 * `YYYY-MM-DD HH:MM:SS.sssZ`, the format `@now` compares in, so text order is time order.
 * Platform admins are exempt wherever this is used: always pair it with IS_PLATFORM_ADMIN.
 */
export const HAS_ACTIVE_MEMBERSHIP = allOf(
  '@request.auth.company.membershipPlan != ""',
  anyOf(
    '@request.auth.company.membershipStartAt = ""',
    '@request.auth.company.membershipStartAt <= @now',
  ),
  anyOf(
    '@request.auth.company.membershipEndAt = ""',
    '@request.auth.company.membershipEndAt >= @now',
  ),
);

/** A member of the row's company whose membership is active: who may work with company data. */
export const ACTIVE_MEMBER = allOf(IN_CALLER_COMPANY, HAS_ACTIVE_MEMBERSHIP);

/**
 * SPEC §6: a company superuser holds a superuser role or is listed in the company's superuser
 * ids (the multi-valued `superusers` or the single `superuser`). `?=` means "any listed id".
 * A role alone says nothing about *which* company: always pair this with a company match.
 */
export const IS_COMPANY_SUPERUSER = anyOf(
  '@request.auth.role = "rumbo_superuser"',
  '@request.auth.role = "superuser"',
  '@request.auth.company.superuser = @request.auth.id',
  '@request.auth.company.superusers.id ?= @request.auth.id',
);

/**
 * The request leaves `field` as stored: the key is absent, or it carries the stored value, so a
 * form that resubmits every field unchanged still passes.
 */
export function keepsField(field: string): string {
  return anyOf(`@request.data.${field}:isset = false`, `@request.data.${field} = ${field}`);
}

/**
 * The row's role does not mention "admin". `~` is a case-insensitive LIKE with the literal wrapped
 * in `%…%`, so spellings the web app normalises to `rumbo_admin` (SPEC §6: lower case, hyphen to
 * underscore), such as "RUMBO-ADMIN", are caught too.
 */
export const HAS_NO_ADMIN_ROLE = 'role !~ "admin"';

/** The request does not submit a role that mentions "admin" (see HAS_NO_ADMIN_ROLE). */
export const SUBMITS_NO_ADMIN_ROLE = anyOf(
  '@request.data.role:isset = false',
  '@request.data.role !~ "admin"',
);

/**
 * Rules of a collection whose records carry a required `company` relation: signed-in users of
 * that company while its membership is active, and platform admins only. `ownerCondition` narrows non-admin access further
 * (per-user records); `ownerField` is then kept unchanged on update as well.
 */
export function companyOwnedRules(
  opts: { ownerCondition?: string; ownerField?: string } = {},
): CollectionRules {
  const member = opts.ownerCondition ? allOf(ACTIVE_MEMBER, opts.ownerCondition) : ACTIVE_MEMBER;
  const kept = opts.ownerField
    ? [keepsField('company'), keepsField(opts.ownerField)]
    : [keepsField('company')];
  const access = allOf(IS_SIGNED_IN, anyOf(IS_PLATFORM_ADMIN, member));
  return {
    listRule: access,
    viewRule: access,
    // Evaluated on the row being inserted: its company must be the caller's.
    createRule: access,
    // Evaluated on the stored row; the request must not move it to another company.
    updateRule: allOf(IS_SIGNED_IN, anyOf(IS_PLATFORM_ADMIN, allOf(member, ...kept))),
    deleteRule: access,
  };
}

/**
 * SPEC §2: the silver plan has no tariffs, and so no quotes (issue 38). Its users are refused by
 * the server too, not only hidden a link: the company they belong to must hold another plan (or
 * none recorded).
 */
const NOT_ON_SILVER_PLAN = '@request.auth.company.membershipPlan != "silver"';

/** `rules` with every operation also refused to people of a company on the silver plan. */
export function refusingSilverPlan(rules: CollectionRules): CollectionRules {
  const refuse = (rule: string | null) =>
    rule === null ? null : allOf(rule, anyOf(IS_PLATFORM_ADMIN, NOT_ON_SILVER_PLAN));
  return {
    listRule: refuse(rules.listRule),
    viewRule: refuse(rules.viewRule),
    createRule: refuse(rules.createRule),
    updateRule: refuse(rules.updateRule),
    deleteRule: refuse(rules.deleteRule),
  };
}
