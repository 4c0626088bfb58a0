import type PocketBase from 'pocketbase';
import type { HistoryEntry, HistoryListPage } from '@rumbo/domain';

export type HistoryPage = HistoryListPage<HistoryEntry>;

export type BinPage = {
  totalItems: number;
  items: { id: string; collection: string; recordId: string; label: string; company: string }[];
};

/** A record's history through the route, as a customer's script reads it. */
export function historyOf(
  pb: PocketBase,
  collection: string,
  id: string,
  query: Record<string, unknown> = {},
): Promise<HistoryPage> {
  return pb.send<HistoryPage>(`/api/history/${collection}/${id}`, { query });
}

export function binOf(pb: PocketBase, query: Record<string, unknown> = {}): Promise<BinPage> {
  return pb.send<BinPage>('/api/recycle-bin', { query: { perPage: 500, ...query } });
}

export function restore(pb: PocketBase, binId: string) {
  return pb.send<{ collection: string; codeChanged: boolean; record: Record<string, unknown> }>(
    `/api/recycle-bin/${binId}/restore`,
    { method: 'POST' },
  );
}

/** SDK options that name how a change was made (docs/decisions/065). */
export function madeBy(source: string, extra: Record<string, string> = {}) {
  return { headers: { 'X-Rumbo-Source': source, ...extra } };
}
