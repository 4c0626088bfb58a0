import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { ListResult } from 'pocketbase';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { readEverythingAgain } from './read-everything-again.ts';
import { shipmentsQuery } from './shipments/shipments-query.ts';
import { stopProbing } from './sync-engine.ts';

const COMPANY = 'company00000001';

function signInStaff(): void {
  const encode = (part: object) => btoa(JSON.stringify(part)).replace(/=+$/, '');
  const payload = { id: 'user00000000001', type: 'authRecord', exp: 4102444800 };
  const model = { id: 'user00000000001', company: COMPANY, email: 'staff@golfo.test' };
  pb.authStore.save(`${encode({ alg: 'HS256' })}.${encode(payload)}.sig`, model as never);
}

const shipments = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => ({
    id: `${prefix}${String(index).padStart(15 - prefix.length, '0')}`,
    company: COMPANY,
    created: '2026-03-01 10:00:00.000Z',
  }));

const page = (items: object[]) =>
  ({ page: 1, perPage: 500, totalItems: items.length, totalPages: 1, items }) as ListResult<never>;

beforeEach(() => {
  signInStaff();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  stopProbing();
  pb.authStore.clear();
});

it('a first load still on its way when the source changes is read again, not kept', async () => {
  // The list's first load asks the server, whose answer is held back; meanwhile the source
  // changes (as `?seed` does), and every later read answers from the new source.
  let answerFirst: () => void = () => undefined;
  const before = shipments(3, 'before');
  const after = shipments(50, 'after');
  const getList = vi
    .spyOn(pb.collection('shipments_ocean'), 'getList')
    .mockImplementationOnce(
      () => new Promise((resolve) => (answerFirst = () => resolve(page(before)))),
    )
    .mockImplementation(() => Promise.resolve(page(after)));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, shipmentsQuery('ocean', COMPANY));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(getList).toHaveBeenCalledTimes(1));

  const readAgain = readEverythingAgain(client);
  answerFirst();
  await readAgain;

  await vi.waitFor(() => {
    const { data, fetchStatus } = observer.getCurrentResult();
    expect(fetchStatus).toBe('idle');
    expect(data?.map((shipment) => shipment.id)).toEqual(after.map((shipment) => shipment.id));
  });
  unsubscribe();
});
