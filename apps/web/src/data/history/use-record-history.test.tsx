import type { HistoryEntry } from '@rumbo/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { testQueryClient } from '#test/render-as.tsx';
import { unreachable, useRepositoryTestState } from '#test/repository-test-state.ts';
import { syncStatusStore } from '../sync/sync-status-store.ts';
import type { HistoryPage } from './record-history-query.ts';
import { useRecordHistory, type UseRecordHistoryInput } from './use-record-history.ts';

const entry = (id: string): HistoryEntry => ({
  id,
  created: '2026-03-12 10:00:00.000Z',
  action: 'update',
  actor: { id: 'u1', collection: 'users', name: 'Ana Pérez' },
  source: 'web',
  madeAt: '',
  undoOf: '',
  changes: [{ field: 'vessel', before: 'A', after: 'B' }],
});

const page = (number: number, ids: string[]): HistoryPage => ({
  page: number,
  perPage: 30,
  totalItems: 31,
  totalPages: 2,
  items: ids.map(entry),
});

function render(input: Partial<UseRecordHistoryInput> = {}) {
  const queryClient = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(
    (props: Partial<UseRecordHistoryInput>) =>
      useRecordHistory({ collection: 'shipments_ocean', recordId: 's1', ...input, ...props }),
    { wrapper, initialProps: {} },
  );
}

describe('useRecordHistory', () => {
  useRepositoryTestState();

  it('reads the history a page at a time from the history route, newest first', async () => {
    const send = vi
      .spyOn(pb, 'send')
      .mockResolvedValueOnce(page(1, ['e2']))
      .mockResolvedValueOnce(page(2, ['e1']));
    const { result } = render();
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(send.mock.calls[0]![0]).toBe('/api/history/shipments_ocean/s1');
    expect(send.mock.calls[0]![1]).toMatchObject({ query: { page: 1, perPage: 30 } });
    expect(result.current.hasMore).toBe(true);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.entries.map((it) => it.id)).toEqual(['e2', 'e1']));
    expect(send.mock.calls[1]![1]).toMatchObject({ query: { page: 2 } });
    expect(result.current.hasMore).toBe(false);
  });

  it('reads again when the record’s version moves', async () => {
    const send = vi.spyOn(pb, 'send').mockResolvedValue(page(1, ['e1']));
    const { result, rerender } = render({ version: 'v1' });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    rerender({ version: 'v2' });
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('is offline, without asking, while the server is away, and when it cannot be reached', async () => {
    syncStatusStore.update({ isOnline: false });
    const send = vi.spyOn(pb, 'send').mockRejectedValue(unreachable());
    const { result } = render();
    expect(result.current.status).toBe('offline');
    expect(send).not.toHaveBeenCalled();
    act(() => syncStatusStore.update({ isOnline: true }));
    await waitFor(() => expect(send).toHaveBeenCalled());
    await waitFor(() => expect(result.current.status).toBe('offline'));
  });

  it('reads nothing until asked to (a popover not opened)', () => {
    const send = vi.spyOn(pb, 'send');
    const { result } = render({ enabled: false });
    expect(result.current.status).toBe('loading');
    expect(send).not.toHaveBeenCalled();
  });
});
