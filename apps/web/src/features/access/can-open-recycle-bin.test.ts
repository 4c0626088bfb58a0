import type { CompaniesRecord } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { canOpenRecycleBin } from './can-open-recycle-bin.ts';

const golfo = { id: 'rmbcompanygolfo', name: 'Golfo Logistics' } as CompaniesRecord;

describe('canOpenRecycleBin', () => {
  it('lets platform admins in, who have no company', () => {
    expect(canOpenRecycleBin({ isAdmin: true, isSuperuser: false, company: null })).toBe(true);
  });

  it("lets a company's superuser in", () => {
    expect(canOpenRecycleBin({ isAdmin: false, isSuperuser: true, company: golfo })).toBe(true);
  });

  it('refuses staff, and a superuser role without a company (the server would too)', () => {
    expect(canOpenRecycleBin({ isAdmin: false, isSuperuser: false, company: golfo })).toBe(false);
    expect(canOpenRecycleBin({ isAdmin: false, isSuperuser: true, company: null })).toBe(false);
  });
});
