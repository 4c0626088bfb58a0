import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { answer, unreachable, useRepositoryTestState } from '#test/repository-test-state.ts';
import { syncStatusStore } from '../sync/sync-status-store.ts';
import { CompanyNotYetKnown, companyQuery } from './company-query.ts';

// The browser here (happy-dom) has no IndexedDB: no copy of the company can exist, as right
// after a first sign-in.
const companies = pb.collection('companies');

async function readCompany() {
  const client = new QueryClient();
  const { queryFn } = companyQuery('company00000001');
  return queryFn!({
    signal: new AbortController().signal,
    queryKey: ['companies', 'company00000001'],
    client,
    meta: undefined,
  } as never);
}

describe('the signed-in user’s company', () => {
  useRepositoryTestState();

  it('is not yet known while the server cannot be reached and nothing is kept', async () => {
    vi.spyOn(companies, 'getOne').mockRejectedValue(unreachable());
    await expect(readCompany()).rejects.toBeInstanceOf(CompanyNotYetKnown);
  });

  it('is null when the server answers that it does not exist, even after being offline', async () => {
    syncStatusStore.update({ isOnline: false });
    vi.spyOn(companies, 'getOne').mockRejectedValue(answer(404));
    await expect(readCompany()).resolves.toBeNull();
  });

  it('is asked again for as long as it is not known, and not after a refusal', () => {
    const { retry } = companyQuery('company00000001');
    const refusal = answer(403);
    expect(typeof retry).toBe('function');
    const retries = retry as (failures: number, error: unknown) => boolean;
    expect(retries(50, new CompanyNotYetKnown())).toBe(true);
    expect(retries(0, refusal)).toBe(false);
  });
});
