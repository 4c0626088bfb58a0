import { BASE_SYSTEM_FIELDS, figureFields, type ShipmentMode } from '@rumbo/domain';
import type { CollectionModel } from '@rumbo/domain';
import type { CollectionStore } from '../../core/collections/collection-store.ts';
import type { Db } from '../../core/db/db.ts';
import { decodeRow } from '../../core/records/record-codec.ts';
import {
  byListOrder,
  figureEntry,
  interner,
  type FigureEntry,
  type Intern,
} from './figure-entry.ts';
import { reordered, statsOf, type ModeStats } from './figure-order.ts';

export type { ModeStats };

export type OrderedEntries = { entries: readonly FigureEntry[]; version: string };

type CompanyModeCache = {
  entries: Map<string, FigureEntry>;
  intern: Intern;
  ordered: FigureEntry[] | null;
  stats: ModeStats;
  /** Records this server wrote since the last read (read again whatever their `updated`). */
  changedIds: Set<string>;
  version: number;
  usedAt: number;
};

// A platform admin's list of companies with shipments is asked again after this long.
const COMPANIES_CHECKED_EVERY_MS = 5_000;
// A company nobody asked figures of for this long leaves the memory.
const IDLE_MS = 60 * 60_000;
const IDS_PER_QUERY = 500;
// Up to this many changed entries are moved within the ordered list; more sort it again.
const REPLACED_IN_PLACE = 200;
// Rows read and turned into entries between two turns of the event loop: a company of 100,000
// shipments is read in slices, so other requests are answered meanwhile.
const ROWS_PER_SLICE = 1000;

/**
 * The figure entries of each company's shipments, per mode, kept in memory and brought up to
 * date before each use: the stored count and latest `updated` of the company's rows (one
 * index seek) are compared with what the entries mirror, and a record written through this
 * server is marked (`markChanged`), so writes of this server, of another instance and made
 * straight into the database are all seen. Only the rows updated since the last read are
 * read again, and the ids are checked when the count says a row went. Entries are read from
 * the narrow columns of `figureFields` (never `payload`), a slice at a time.
 */
export class FigureCache {
  private readonly caches = new Map<string, CompanyModeCache>();
  private readonly syncs = new Map<string, Promise<CompanyModeCache>>();
  private readonly companyLists = new Map<string, { ids: string[]; checkedAt: number }>();
  /** Tells this cache's versions from another's (several servers may share a process). */
  private readonly instance = Math.random().toString(36).slice(2, 10);
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly collections: CollectionStore,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The companies with shipments of the collection (asked again after a few seconds). */
  async companies(collection: CollectionModel, { isFresh = false } = {}): Promise<string[]> {
    const known = this.companyLists.get(collection.name);
    const age = known ? Date.now() - known.checkedAt : Infinity;
    if (known && !isFresh && age < COMPANIES_CHECKED_EVERY_MS) return known.ids;
    const rows = await this.db.all<{ company: string }>(
      `SELECT DISTINCT "company" FROM "${collection.name}"`,
    );
    const ids = rows.map((row) => row.company).sort();
    this.companyLists.set(collection.name, { ids, checkedAt: Date.now() });
    return ids;
  }

  /**
   * The company's entries of `mode` in the lists' order, brought up to date first: the
   * stored rows' count and latest `updated` (an index seek) are compared with what the entries
   * mirror, and the records written here since are read again.
   */
  async ordered(mode: ShipmentMode, company: string): Promise<OrderedEntries> {
    const key = `${mode}:${company}`;
    let sync = this.syncs.get(key);
    // One read per company and mode at a time; a caller arriving meanwhile waits for it and
    // checks again.
    while (sync) {
      await sync.catch(() => undefined);
      sync = this.syncs.get(key);
    }
    const generation = this.generation;
    sync = this.sync(key, mode, company);
    this.syncs.set(key, sync);
    try {
      const cache = await sync;
      if (generation === this.generation) this.caches.set(key, cache);
      cache.usedAt = Date.now();
      cache.ordered ??= [...cache.entries.values()].sort(byListOrder);
      return {
        entries: cache.ordered,
        version: `${key}@${this.instance}.${generation}.${cache.version}`,
      };
    } finally {
      this.syncs.delete(key);
      this.forgetIdle();
    }
  }

  /** A record of the company was written here: its entry is read again on next use. */
  markChanged(mode: ShipmentMode, company: string, id: string): void {
    this.caches.get(`${mode}:${company}`)?.changedIds.add(id);
  }

  /** Forgets everything (the database was replaced). */
  clear(): void {
    this.generation++;
    this.caches.clear();
    this.companyLists.clear();
  }

  private async sync(key: string, mode: ShipmentMode, company: string) {
    const cache = this.caches.get(key);
    if (!cache) return this.load(mode, company);
    const stats = await this.stats(mode, company);
    const isCurrent =
      cache.changedIds.size === 0 &&
      cache.stats.count === stats.count &&
      cache.stats.maxUpdated === stats.maxUpdated;
    if (!isCurrent) await this.refresh(cache, mode, company, stats);
    return cache;
  }

  /** How many rows the company has stored, and the latest `updated` among them. */
  private async stats(mode: ShipmentMode, company: string): Promise<ModeStats> {
    const row = await this.db.get<{ n: number; m: string | null }>(
      `SELECT COUNT(*) AS "n", MAX("updated") AS "m" FROM "${this.collection(mode).name}" WHERE "company" = ?`,
      [company],
    );
    return { count: Number(row?.n ?? 0), maxUpdated: row?.m ?? '' };
  }

  /** Reads every row of the company, a slice at a time in the lists' order. */
  private async load(mode: ShipmentMode, company: string): Promise<CompanyModeCache> {
    const readAt = this.clock();
    const intern = interner();
    const ordered: FigureEntry[] = [];
    let last: FigureEntry | undefined;
    for (;;) {
      const after = last
        ? {
            where: ' AND ("created" < ? OR ("created" = ? AND "id" < ?))',
            params: [last.created, last.created, last.id],
          }
        : { where: '', params: [] };
      const rows = await this.readRows(
        mode,
        `"company" = ?${after.where} ORDER BY "created" DESC, "id" DESC LIMIT ${ROWS_PER_SLICE}`,
        [company, ...after.params],
      );
      for (const row of rows) ordered.push(figureEntry(row.values, mode, readAt, intern));
      last = ordered.at(-1);
      if (rows.length < ROWS_PER_SLICE) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const entries = new Map(ordered.map((entry) => [entry.id, entry]));
    return {
      entries,
      intern,
      ordered,
      stats: statsOf(entries),
      changedIds: new Set(),
      version: 0,
      usedAt: Date.now(),
    };
  }

  /** Reads again the rows updated since the entries were read, and drops the deleted ones. */
  private async refresh(
    cache: CompanyModeCache,
    mode: ShipmentMode,
    company: string,
    stats: ModeStats,
  ): Promise<void> {
    const readAt = this.clock();
    const changed = [...cache.changedIds];
    cache.changedIds.clear();
    const rows = await this.readRows(mode, '"company" = ? AND "updated" >= ?', [
      company,
      cache.stats.maxUpdated,
    ]);
    for (let at = 0; at < changed.length; at += IDS_PER_QUERY) {
      const ids = changed.slice(at, at + IDS_PER_QUERY);
      const marks = ids.map(() => '?').join(', ');
      rows.push(...(await this.readRows(mode, `"id" IN (${marks})`, ids)));
    }
    const replaced: [FigureEntry | undefined, FigureEntry | undefined][] = [];
    const found = new Set(rows.map((row) => row.id));
    for (const id of changed)
      if (!found.has(id) && cache.entries.has(id)) {
        replaced.push([cache.entries.get(id), undefined]);
        cache.entries.delete(id);
      }
    for (const { id, values } of rows) {
      const old = cache.entries.get(id);
      if (old && old.updated === String(values.updated) && !changed.includes(id)) continue;
      const entry =
        values.company === company ? figureEntry(values, mode, readAt, cache.intern) : undefined;
      if (entry) cache.entries.set(id, entry);
      else cache.entries.delete(id);
      replaced.push([old, entry]);
    }
    let isSwept = false;
    if (cache.entries.size !== stats.count) isSwept = await this.sweep(cache, mode, company);
    cache.stats = statsOf(cache.entries);
    if (replaced.length === 0 && !isSwept) return;
    cache.version++;
    cache.ordered =
      isSwept || !cache.ordered || replaced.length > REPLACED_IN_PLACE
        ? null
        : reordered(cache.ordered, replaced);
  }

  /** Makes the entries the company's stored rows: drops deleted ones, reads missing ones. */
  private async sweep(cache: CompanyModeCache, mode: ShipmentMode, company: string) {
    const stored = await this.db.all<{ id: string }>(
      `SELECT "id" FROM "${this.collection(mode).name}" WHERE "company" = ?`,
      [company],
    );
    const ids = new Set(stored.map((row) => row.id));
    let isChanged = false;
    for (const id of cache.entries.keys())
      if (!ids.has(id)) isChanged = cache.entries.delete(id) || isChanged;
    const missing = [...ids].filter((id) => !cache.entries.has(id));
    const readAt = this.clock();
    for (let at = 0; at < missing.length; at += IDS_PER_QUERY) {
      const chunk = missing.slice(at, at + IDS_PER_QUERY);
      const marks = chunk.map(() => '?').join(', ');
      const rows = await this.readRows(mode, `"company" = ? AND "id" IN (${marks})`, [
        company,
        ...chunk,
      ]);
      for (const { id, values } of rows)
        cache.entries.set(id, figureEntry(values, mode, readAt, cache.intern));
      isChanged = isChanged || rows.length > 0;
    }
    return isChanged;
  }

  private async readRows(mode: ShipmentMode, where: string, params: unknown[]) {
    const collection = this.collection(mode);
    const names = figureFields(
      mode,
      collection.schema.map((field) => field.name),
    );
    const columns = [...new Set([...BASE_SYSTEM_FIELDS, 'company', ...names])];
    const list = columns.map((column) => `"${column}"`).join(', ');
    const rows = await this.db.all(
      `SELECT ${list} FROM "${collection.name}" WHERE ${where}`,
      params,
    );
    return rows.map((row) => ({ id: String(row.id), values: decodeRow(collection, row, true) }));
  }

  private collection(mode: ShipmentMode): CollectionModel {
    const collection = this.collections.find(`shipments_${mode}`);
    if (!collection) throw new Error(`No shipments_${mode} collection`);
    return collection;
  }

  private forgetIdle(): void {
    const idleSince = Date.now() - IDLE_MS;
    for (const [key, cache] of this.caches)
      if (cache.usedAt < idleSince && !this.syncs.has(key)) this.caches.delete(key);
  }
}
