import { QueryClient } from '@tanstack/react-query';
import type { CompaniesRecord } from '@rumbo/domain';
import { ClientResponseError, type RecordSubscription } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { watchCompany } from './company-live-updates.ts';

type Handler = (event: RecordSubscription<CompaniesRecord>) => void;

const company = { id: 'c1', name: 'Golfo Logistics' } as CompaniesRecord;

function stubSubscribe() {
  const handlers: Handler[] = [];
  const release = vi.fn(async () => undefined);
  const subscribe = vi
    .spyOn(pb.collection('companies'), 'subscribe')
    .mockImplementation(async (_id, handler) => {
      handlers.push(handler as Handler);
      return release;
    });
  return { handlers, release, subscribe };
}

describe('watchCompany', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('subscribes once however many ask, and lets go when the last one does', async () => {
    const { release, subscribe } = stubSubscribe();
    const queryClient = new QueryClient();
    const input = { userId: 'u1', companyId: 'c1', queryClient };
    const first = watchCompany(input);
    const second = watchCompany(input);
    await vi.advanceTimersByTimeAsync(0);
    expect(subscribe).toHaveBeenCalledTimes(1);
    first();
    expect(release).not.toHaveBeenCalled();
    second();
    expect(release).toHaveBeenCalledTimes(1);
  });

  it('puts each realtime change of the company into the cache', async () => {
    const { handlers } = stubSubscribe();
    const queryClient = new QueryClient();
    const stop = watchCompany({ userId: 'u1', companyId: 'c1', queryClient });
    await vi.advanceTimersByTimeAsync(0);
    handlers[0]?.({ action: 'update', record: { ...company, brandName: 'Golfo' } });
    expect(queryClient.getQueryData(['companies', 'c1'])).toMatchObject({ brandName: 'Golfo' });
    handlers[0]?.({ action: 'delete', record: company });
    expect(queryClient.getQueryData(['companies', 'c1'])).toBeNull();
    stop();
  });

  it('retries when the first connection fails', async () => {
    const { subscribe } = stubSubscribe();
    subscribe.mockRejectedValueOnce(new ClientResponseError({ status: 0 }));
    const drop = vi.spyOn(pb.collection('companies'), 'unsubscribe').mockResolvedValue();
    const stop = watchCompany({ userId: 'u1', companyId: 'c1', queryClient: new QueryClient() });
    await vi.advanceTimersByTimeAsync(0);
    expect(drop).toHaveBeenCalledWith('c1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(subscribe).toHaveBeenCalledTimes(2);
    stop();
  });
});
