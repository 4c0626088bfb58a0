import { SHIPMENT_MODES, type ReportFact, type ShipmentMode } from '@rumbo/domain';
import type { StoredRecord } from '../local/local-database.ts';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import { applyPendingChanges } from '../pending-changes.ts';
import type { QueuedChange, RepositoryScope } from '../repository-types.ts';
import { isServerUnreachable } from '../server-unreachable.ts';
import { shipmentCollection } from '../shipments/shipment-collection.ts';
import { markOffline, markOnline } from '../sync-engine.ts';
import { pageToFacts } from './page-to-facts.ts';
import type { ReportFacts, ReportLoading } from './report-loading.ts';
import { readRemoteReportPages } from './remote-report-pages.ts';

export type ReadReportFactsInput = {
  scope: RepositoryScope | undefined;
  now: Date;
  signal: AbortSignal;
  /** How far the read has come, after each page. */
  onProgress?: (loading: ReportLoading) => void;
};

/**
 * The report facts of every shipment of the three modes in the scope. From the server when it
 * answers (only the fields a report reads, page by page, each page read into facts as it
 * arrives, the queued offline writes laid over as the lists do); from the browser's copy for
 * demo data, and when the server cannot be reached and the copy was ever filled. The copy is
 * never written from here: these records lack the fields the editor needs.
 */
export async function readReportFacts(input: ReadReportFactsInput): Promise<ReportFacts> {
  const store = await openLocalStore();
  const demoModes = await modesWhere(store, (mode) => store!.isDemo(shipmentCollection(mode)));
  const remoteModes = SHIPMENT_MODES.filter((mode) => !demoModes.includes(mode));
  try {
    const remote = await readRemote(store, remoteModes, input);
    const demo = await readLocal(store!, demoModes, input);
    const source = demoModes.length > 0 ? 'demo' : 'remote';
    return { facts: [...remote, ...demo], source, readAt: input.now.toISOString() };
  } catch (error) {
    if (!isServerUnreachable(error)) throw error;
    markOffline();
    const synced = await modesWhere(store, (mode) => store!.hasSynced(shipmentCollection(mode)));
    if (!store || synced.length === 0) throw error;
    const facts = await readLocal(store, SHIPMENT_MODES, input);
    return { facts, source: 'local', readAt: input.now.toISOString() };
  }
}

async function readRemote(
  store: LocalStore | null,
  modes: readonly ShipmentMode[],
  { scope, now, signal, onProgress }: ReadReportFactsInput,
): Promise<ReportFact[]> {
  if (modes.length === 0) return [];
  const pending = (await store?.queue.pending()) ?? [];
  const facts: ReportFact[] = [];
  const seen = new Set<string>();
  const loading: ReportLoading = { loaded: 0, total: 0 };
  await readRemoteReportPages({
    modes,
    scope,
    signal,
    onTotal: (total) => (loading.total = total),
    onPage: ({ mode, items }) => {
      // Records created while reading shift later pages: one already read is not read again.
      const fresh = items.filter((record) => !seen.has(`${mode}:${record.id}`));
      for (const record of fresh) seen.add(`${mode}:${record.id}`);
      const changes = pending.filter((change) => change.action !== 'create');
      facts.push(...pageToFacts(withPending(fresh, changes, mode, scope), mode, now));
      loading.loaded += items.length;
      onProgress?.({ loaded: loading.loaded, total: Math.max(loading.total, loading.loaded) });
    },
  });
  markOnline();
  // Shipments created offline and not yet replayed join at the end, as in the lists.
  for (const mode of modes) {
    const created = pending.filter((change) => change.action === 'create');
    facts.push(...pageToFacts(withPending([], created, mode, scope), mode, now));
  }
  return facts;
}

function withPending(
  records: StoredRecord[],
  changes: QueuedChange[],
  mode: ShipmentMode,
  scope: RepositoryScope | undefined,
): StoredRecord[] {
  if (changes.length === 0) return records;
  return applyPendingChanges(records, changes, { collection: shipmentCollection(mode), scope });
}

async function readLocal(
  store: LocalStore,
  modes: readonly ShipmentMode[],
  { scope, now }: ReadReportFactsInput,
): Promise<ReportFact[]> {
  const lists = await Promise.all(
    modes.map(async (mode) => pageToFacts(await store.list(shipmentCollection(mode), scope), mode, now)),
  );
  return lists.flat();
}

async function modesWhere(
  store: LocalStore | null,
  test: (mode: ShipmentMode) => Promise<boolean>,
): Promise<ShipmentMode[]> {
  if (!store) return [];
  const results = await Promise.all(SHIPMENT_MODES.map(test));
  return SHIPMENT_MODES.filter((_mode, index) => results[index]);
}
