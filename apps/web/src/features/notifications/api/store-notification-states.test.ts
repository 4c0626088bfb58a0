import { QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { testNotification, testState } from '../notification-test-data.ts';
import { storeNotificationStates } from './store-notification-states.ts';

const USER = 'u1';
const KEY = ['notification_states', USER];
const states = pb.collection('notification_states');
const seen = testNotification({ status: 'ack', updatedAtISO: '2026-01-08T12:00:00.000Z' });

function setup(stored = [testState(seen, { status: 'open' })]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(KEY, stored);
  vi.spyOn(states, 'getFullList').mockResolvedValue(stored as never);
  return queryClient;
}

describe('storeNotificationStates', () => {
  afterEach(() => vi.restoreAllMocks());

  it('updates the stored state of a key, and the cache before the server answers', async () => {
    const queryClient = setup();
    const update = vi.spyOn(states, 'update').mockImplementation(async () => {
      expect(queryClient.getQueryData(KEY)).toEqual([
        testState(seen, { status: 'ack', statusChangedAt: seen.updatedAtISO }),
      ]);
      return {} as never;
    });
    await storeNotificationStates({
      queryClient,
      userId: USER,
      companyOf: () => 'golfo',
      notifications: [seen],
    });
    expect(update).toHaveBeenCalledWith(
      'state00001',
      { status: 'ack', statusChangedAt: seen.updatedAtISO },
      expect.anything(),
    );
  });

  it("creates a state in the notification's company (a platform admin has none)", async () => {
    const queryClient = setup([]);
    const create = vi.spyOn(states, 'create').mockResolvedValue({} as never);
    await storeNotificationStates({
      queryClient,
      userId: USER,
      companyOf: (n) => (n.shipmentId === 's1' ? 'plata' : ''),
      notifications: [seen, testNotification({ id: 'N-00002', shipmentId: 'lost' })],
    });
    expect(create).toHaveBeenCalledOnce();
    expect(create.mock.calls[0]![0]).toMatchObject({ company: 'plata', dedupKey: seen.dedupKey });
  });

  it('updates the record another device created first', async () => {
    const queryClient = setup([]);
    const taken = new ClientResponseError({ status: 400, response: { message: 'Failed.' } });
    vi.spyOn(states, 'create').mockRejectedValue(taken);
    vi.spyOn(states, 'getFullList').mockResolvedValue([testState(seen, { id: 'other' })] as never);
    const update = vi.spyOn(states, 'update').mockResolvedValue({} as never);
    await storeNotificationStates({
      queryClient,
      userId: USER,
      companyOf: () => 'golfo',
      notifications: [seen],
    });
    expect(update).toHaveBeenCalledWith(
      'other',
      expect.objectContaining({ status: 'ack' }),
      expect.anything(),
    );
  });

  it('lets a refusal through, so the caller can undo the change', async () => {
    const queryClient = setup();
    const refused = new ClientResponseError({ status: 403, response: { message: 'No.' } });
    vi.spyOn(states, 'update').mockRejectedValue(refused);
    await expect(
      storeNotificationStates({
        queryClient,
        userId: USER,
        companyOf: () => 'golfo',
        notifications: [seen],
      }),
    ).rejects.toBe(refused);
  });
});
