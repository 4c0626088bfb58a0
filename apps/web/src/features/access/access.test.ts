import type { CompaniesRecord } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '#lib/auth-session.ts';
import { deriveAccess, type DeriveAccessInput } from './access.ts';

const NOW = '2026-06-15T12:00:00.000Z';

const admin = { id: 'a1', email: 'admin@rumbo.test', role: 'rumbo_admin', company: '' } as AuthUser;
const staff = { id: 'u1', email: 'staff@golfo.test', role: 'staff', company: 'c1' } as AuthUser;
const superRole = { ...staff, id: 'u2', role: 'rumbo_superuser' } as AuthUser;
const listedSuper = { ...staff, id: 'u3' } as AuthUser;

function company(fields: Partial<CompaniesRecord> = {}): CompaniesRecord {
  return {
    id: 'c1',
    name: 'Golfo Logistics',
    brandName: '',
    brandLogo: '',
    brandLogoUrl: '',
    superusers: ['u3'],
    superuser: '',
    membershipPlan: 'gold',
    membershipStartAt: '2026-01-01 00:00:00.000Z',
    membershipEndAt: '2026-12-31 00:00:00.000Z',
    ...fields,
  } as CompaniesRecord;
}

function derive(input: Partial<DeriveAccessInput>) {
  return deriveAccess({
    user: staff,
    company: company(),
    now: NOW,
    isLoading: false,
    productName: 'Rumbo',
    fileUrl: (record, file) => `/files/${record.id}/${file}`,
    ...input,
  });
}

describe('deriveAccess', () => {
  it.each([
    ['active gold staff', { user: staff }, { membership: 'active', hasAccess: true }],
    [
      'expired company',
      { company: company({ membershipEndAt: '2026-06-01 00:00:00.000Z' }) },
      { membership: 'expired', hasAccess: false },
    ],
    [
      'membership not started yet',
      { company: company({ membershipStartAt: '2026-07-01 00:00:00.000Z' }) },
      { membership: 'upcoming', hasAccess: false },
    ],
    [
      'company without a plan',
      { company: company({ membershipPlan: '' }) },
      { membership: 'none', hasAccess: false, plan: null, planBadge: 'default' },
    ],
    ['company not found', { company: null }, { membership: 'none', hasAccess: false }],
    [
      'platform admin without company',
      { user: admin, company: null },
      { isAdmin: true, hasAccess: true, canManageCompany: true, isSuperuser: false },
    ],
    ['signed out', { user: null, company: null }, { hasAccess: false, isAdmin: false }],
  ] as const)('%s', (_name, input, expected) => {
    expect(derive(input)).toMatchObject(expected);
  });

  it('ends access once the end date passes while the app is open', () => {
    const ending = company({ membershipEndAt: '2026-06-15 12:30:00.000Z' });
    expect(derive({ company: ending, now: '2026-06-15T12:29:00Z' }).hasAccess).toBe(true);
    expect(derive({ company: ending, now: '2026-06-15T12:31:00Z' }).hasAccess).toBe(false);
  });

  it.each([
    ['staff', staff, false],
    ['superuser by role', superRole, true],
    ['superuser by the company list', listedSuper, true],
  ])('%s may manage the company: %s', (_name, user, expected) => {
    const access = derive({ user });
    expect(access.isSuperuser).toBe(expected);
    expect(access.canManageCompany).toBe(expected);
  });

  it.each([
    ['gold', true, 'gold'],
    ['silver', false, 'silver'],
    ['enterprise', true, 'enterprise'],
    ['personal_development', true, 'personal_development'],
  ] as const)('plan %s: tariffs %s, badge %s', (plan, tariffs, badge) => {
    const access = derive({ company: company({ membershipPlan: plan }) });
    expect(access).toMatchObject({ canSeeTariffs: tariffs, planBadge: badge, plan });
  });

  it.each([
    ['brand name', { brandName: ' Golfo ' }, 'Golfo'],
    ['company name', { brandName: '  ' }, 'Golfo Logistics'],
    ['product name', { brandName: '', name: '' }, 'Rumbo'],
  ])('brand falls back to the %s', (_name, fields, expected) => {
    expect(derive({ company: company(fields) }).brandName).toBe(expected);
  });

  it('uses the product name and default logo without a company', () => {
    expect(derive({ user: admin, company: null })).toMatchObject({
      brandName: 'Rumbo',
      brandLogoUrl: null,
    });
  });

  it('prefers the uploaded logo, then the linked one', () => {
    expect(derive({ company: company({ brandLogo: 'l.png' }) }).brandLogoUrl).toBe(
      '/files/c1/l.png',
    );
    const linked = company({ brandLogoUrl: 'https://cdn.test/l.png' });
    expect(derive({ company: linked }).brandLogoUrl).toBe('https://cdn.test/l.png');
  });

  it('reports loading', () => {
    expect(derive({ isLoading: true }).status).toBe('loading');
    expect(derive({}).status).toBe('ready');
  });
});
