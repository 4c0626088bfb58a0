import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { notificationStatesQuery } from './notification-states-query.ts';

describe('notificationStatesQuery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps each user apart, in the cache and in what it asks the server', async () => {
    expect(notificationStatesQuery('usera').queryKey).toEqual(['notification_states', 'usera']);
    expect(notificationStatesQuery('userb').queryKey).not.toEqual(
      notificationStatesQuery('usera').queryKey,
    );
    const list = vi
      .spyOn(pb.collection('notification_states'), 'getFullList')
      .mockResolvedValue([]);
    await new QueryClient().fetchQuery(notificationStatesQuery('usera'));
    // A platform admin's list rule returns everybody's states: the scope asks for one user's.
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ filter: "user = 'usera'" }));
  });
});
