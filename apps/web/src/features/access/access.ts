import {
  canManageCompany,
  canSeeTariffs,
  isCompanySuperuser,
  isPlatformAdmin,
  membershipState,
  needsActiveMembership,
  planBadgeVariant,
  type CompaniesRecord,
  type DateInput,
  type MembershipState,
  type PlanBadgeVariant,
} from '@rumbo/domain';
import type { AuthUser } from '#lib/auth-session.ts';
import { brandLogoUrl, type FileUrlBuilder } from './brand-logo-url.ts';

export type AccessStatus = 'loading' | 'ready';

/** What the signed-in user may do and see, and how their company is branded (SPEC §4, §6). */
export type Access = {
  status: AccessStatus;
  user: AuthUser | null;
  company: CompaniesRecord | null;
  isAdmin: boolean;
  isSuperuser: boolean;
  canManageCompany: boolean;
  membership: MembershipState;
  /** Platform admin, or a company whose membership is active. */
  hasAccess: boolean;
  /** False on the silver plan. */
  canSeeTariffs: boolean;
  /** The company's brandName, else its name, else the product's name. */
  brandName: string;
  /** Null: the default logo. */
  brandLogoUrl: string | null;
  planBadge: PlanBadgeVariant;
  plan: string | null;
};

export type DeriveAccessInput = {
  user: AuthUser | null;
  company: CompaniesRecord | null;
  now: DateInput;
  isLoading: boolean;
  productName: string;
  fileUrl: FileUrlBuilder;
};

/** The access of a user and their company at a given moment; pure, so it is table-tested. */
export function deriveAccess(input: DeriveAccessInput): Access {
  const { user, company, now, isLoading } = input;
  const plan = company?.membershipPlan || null;
  const membership = membershipState({
    plan,
    startAt: company?.membershipStartAt,
    endAt: company?.membershipEndAt,
    now,
  });
  return {
    status: isLoading ? 'loading' : 'ready',
    user,
    company,
    isAdmin: isPlatformAdmin(user),
    isSuperuser: isCompanySuperuser(user, company),
    canManageCompany: canManageCompany(user, company),
    membership,
    hasAccess: user !== null && (!needsActiveMembership(user) || membership === 'active'),
    canSeeTariffs: canSeeTariffs(plan),
    brandName: company?.brandName?.trim() || company?.name?.trim() || input.productName,
    brandLogoUrl: company ? brandLogoUrl(company, input.fileUrl) : null,
    planBadge: planBadgeVariant(plan),
    plan,
  };
}
