import type { Access } from '#features/access/access.ts';

/** Test helper: an Access as useAccess gives it for an active gold company's staff, with overrides. */
export function testAccess(overrides: Partial<Access> = {}): Access {
  return {
    status: 'ready',
    user: null,
    company: null,
    isAdmin: false,
    isSuperuser: false,
    canManageCompany: false,
    membership: 'active',
    hasAccess: true,
    canSeeTariffs: true,
    brandName: 'Golfo Logistics',
    brandLogoUrl: null,
    planBadge: 'gold',
    plan: 'gold',
    ...overrides,
  };
}
