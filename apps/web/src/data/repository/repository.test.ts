import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { answer, unreachable, useRepositoryTestState } from '#test/repository-test-state.ts';
import { signInAs } from '#test/sign-in.ts';
import { repository } from './repository.ts';
import { syncStatusStore } from '../sync/sync-status-store.ts';

// The browser here (happy-dom) has no IndexedDB: these tests cover the remote path and what the
// layer does when no local copy can exist. The IndexedDB fallback is covered in e2e/data-layer.
const partners = pb.collection('partners');

describe('repository', () => {
  useRepositoryTestState();

  afterEach(() => {
    pb.authStore.clear();
  });

  it('lists in batches of 500 with the scope as filter, the sort, and no auto-cancel key', async () => {
    const getFullList = vi.spyOn(partners, 'getFullList').mockResolvedValue([{ id: 'p1' }] as never);
    const result = await repository('partners').list({ scope: { company: 'c1' }, sort: 'displayName' });
    expect(result).toEqual({ items: [{ id: 'p1' }], source: 'remote' });
    expect(getFullList).toHaveBeenCalledWith(
      expect.objectContaining({ batch: 500, filter: "company = 'c1'", sort: 'displayName', requestKey: null }),
    );
  });

  it('throws what the server answers with a 4xx, and stays online', async () => {
    const refusal = answer(403);
    vi.spyOn(partners, 'getFullList').mockRejectedValue(refusal);
    await expect(repository('partners').list()).rejects.toBe(refusal);
    expect(syncStatusStore.getSnapshot().isOnline).toBe(true);
  });

  it('goes offline when the server cannot be reached, and throws when nothing was ever kept locally', async () => {
    const failure = unreachable();
    vi.spyOn(partners, 'getFullList').mockRejectedValue(failure);
    await expect(repository('partners').list()).rejects.toBe(failure);
    expect(syncStatusStore.getSnapshot().isOnline).toBe(false);
  });

  it('comes back online with the next answer', async () => {
    syncStatusStore.update({ isOnline: false });
    vi.spyOn(partners, 'getFullList').mockResolvedValue([]);
    await repository('partners').list();
    expect(syncStatusStore.getSnapshot().isOnline).toBe(true);
  });

  it('does not take a cancelled request for being offline', async () => {
    const abort = new ClientResponseError({ isAbort: true });
    vi.spyOn(partners, 'getFullList').mockRejectedValue(abort);
    await expect(repository('partners').list()).rejects.toBe(abort);
    expect(syncStatusStore.getSnapshot().isOnline).toBe(true);
  });

  it('answers null for a record the server does not have', async () => {
    vi.spyOn(partners, 'getOne').mockRejectedValue(answer(404));
    await expect(repository('partners').get('missing')).resolves.toBeNull();
  });

  it('creates with a browser-made id and the user company, without system fields', async () => {
    signInAs({ id: 'user00000000001', company: 'company00000001' });
    const create = vi.spyOn(partners, 'create').mockImplementation(async (body) => body as never);
    await repository('partners').create({ displayName: 'Nuevo', created: 'x', collectionName: 'partners' } as never);
    const [body] = create.mock.calls[0]!;
    expect(body).toEqual({ displayName: 'Nuevo', company: 'company00000001', id: expect.stringMatching(/^[a-z0-9]{15}$/) });
  });

  it('sends only the changed fields on update, and the id in the path', async () => {
    const update = vi.spyOn(partners, 'update').mockResolvedValue({ id: 'p1', displayName: 'B' } as never);
    const saved = await repository('partners').update('p1', { id: 'p1', displayName: 'B', updated: 'x' } as never);
    expect(update).toHaveBeenCalledWith('p1', { displayName: 'B' }, { requestKey: null });
    expect(saved).toEqual({ id: 'p1', displayName: 'B' });
  });

  it('throws an offline write when there is no local copy to queue it in', async () => {
    const failure = unreachable();
    vi.spyOn(partners, 'delete').mockRejectedValue(failure);
    await expect(repository('partners').remove('p1')).rejects.toBe(failure);
  });
});
