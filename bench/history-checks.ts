/**
 * What the history benchmark makes sure of before timing anything, on each engine: the history
 * list answers the measured record's whole count, newest first; a save on the server with history
 * writes one entry; the baseline has no history at all. A failed check ends the benchmark.
 */
import type { HistoryEntry } from '@rumbo/domain';
import { save, type SaveTarget } from './history-timing.ts';

type HistoryPage = { page: number; perPage: number; totalItems: number; items: HistoryEntry[] };

export const historyPath = (recordId: string, perPage = 30) =>
  `/api/history/shipments_ocean/${recordId}?page=1&perPage=${perPage}`;

/** The measured record's first page: its total and order. */
export async function checkHistoryPage(
  url: string,
  token: string,
  recordId: string,
  expectedTotal: number,
): Promise<HistoryPage> {
  const page = await getHistory(url, token, recordId);
  check(
    page.totalItems === expectedTotal,
    `totalItems ${page.totalItems}, ${expectedTotal} stored`,
  );
  check(page.items.length === Math.min(30, expectedTotal), `${page.items.length} items on page 1`);
  const newestFirst = page.items.every(
    (entry, i) => i === 0 || page.items[i - 1]!.created >= entry.created,
  );
  check(newestFirst, 'entries come newest first');
  check(
    page.items.every((entry) => entry.changes.length > 0),
    'every entry lists its changes',
  );
  return page;
}

/** A save on the server with history adds one entry, newest, naming the field saved. */
export async function checkSaveWritesEntry(target: SaveTarget, recordId: string): Promise<void> {
  const before = await getHistory(target.child.url, target.token, recordId);
  await save(target, recordId, 'check');
  const after = await getHistory(target.child.url, target.token, recordId);
  check(after.totalItems === before.totalItems + 1, 'a save writes one history entry');
  check(after.items[0]?.changes[0]?.field === 'notes', 'the newest entry is the save');
}

/** The baseline serves no history route (it runs without the module). */
export async function checkBaselineHasNoHistory(
  target: SaveTarget,
  recordId: string,
): Promise<void> {
  const response = await fetch(`${target.child.url}${historyPath(recordId)}`, {
    headers: { Authorization: target.token },
  });
  await response.arrayBuffer();
  check(response.status === 404, `the baseline's history route answers 404 (${response.status})`);
}

async function getHistory(url: string, token: string, recordId: string): Promise<HistoryPage> {
  const response = await fetch(`${url}${historyPath(recordId)}`, {
    headers: { Authorization: token },
  });
  check(response.status === 200, `GET history of ${recordId} → ${response.status}`);
  return (await response.json()) as HistoryPage;
}

export function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`Benchmark precondition failed: ${what}`);
}
