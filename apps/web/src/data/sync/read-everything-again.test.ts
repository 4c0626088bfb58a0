import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { signInAs } from '#test/sign-in.ts';
import { readEverythingAgain } from './read-everything-again.ts';
import { shipmentRecordQuery } from '../shipments/shipment-record-query.ts';
import { stopProbing } from './sync-engine.ts';

const COMPANY = 'company00000001';

function signInStaff(): void {
  signInAs({ id: 'user00000000001', company: COMPANY, email: 'staff@golfo.test' });
}

const ID = 'ship00000000001';
const shipment = (status: string) =>
  ({ id: ID, company: COMPANY, status, created: '2026-03-01 10:00:00.000Z' }) as never;

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
  // The shipment's first read asks the server, whose answer is held back; meanwhile the source
  // changes (as `?seed` does), and every later read answers from the new source.
  let answerFirst: () => void = () => undefined;
  const getOne = vi
    .spyOn(pb.collection('shipments_ocean'), 'getOne')
    .mockImplementationOnce(
      () => new Promise((resolve) => (answerFirst = () => resolve(shipment('before')))),
    )
    .mockImplementation(() => Promise.resolve(shipment('after')));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver(client, shipmentRecordQuery('ocean', ID));
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(getOne).toHaveBeenCalledTimes(1));

  const readAgain = readEverythingAgain(client);
  answerFirst();
  await readAgain;

  await vi.waitFor(() => {
    const { data, fetchStatus } = observer.getCurrentResult();
    expect(fetchStatus).toBe('idle');
    expect(data?.status).toBe('after');
  });
  unsubscribe();
});
