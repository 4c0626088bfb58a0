import type { CollectionDefinition, CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import type { QueryDialect } from '../query/query-dialect.ts';
import type { ListParams, ListResult } from '../records/list-page.ts';
import { listTable } from '../lists/list-table.ts';
import { tableModel } from '../lists/table-model.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { badRequest } from '../../tools/errors.ts';
import { bumpConfigVersion } from '../cluster/config-version.ts';
import { createCollectionTable, dropCollectionTable, syncCollectionTable } from './table-sync.ts';

type CollectionRow = Record<string, unknown> & { schema: string; indexes: string; options: string };

// The fields `GET /api/collections` may filter and sort by (reference §5.5).
const COLLECTIONS_TABLE = tableModel('_collections', [
  { name: 'name', type: 'text' },
  { name: 'system', type: 'bool' },
  { name: 'type', type: 'text' },
]);

export const DEPENDENCY_ERROR = 'Failed to delete collection due to existing dependency.';

/**
 * Keeps the collection models (table `_collections`) and their SQL tables in step, and caches the
 * models in memory: every request needs them, and they change only through this store.
 */
export class CollectionStore {
  private byId = new Map<string, CollectionModel>();
  private byName = new Map<string, CollectionModel>();
  private readonly db: Db;
  /** Reloads started so far, and the number of the newest one kept (see reload). */
  private reloads = 0;
  private kept = 0;

  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Reads every model again (call once before use, and after the database changed under it).
   * Reads overlap (a change's own, the configuration watch's): a read is kept unless one started
   * after it was kept first, so when this returns the cache holds a read started no earlier than
   * this one, and back-to-back reads never starve each other.
   */
  async reload(): Promise<void> {
    const reload = ++this.reloads;
    const rows = await this.db.all<CollectionRow>(
      'SELECT * FROM "_collections" ORDER BY "created", "name"',
    );
    if (reload < this.kept) return;
    this.kept = reload;
    this.byId.clear();
    this.byName.clear();
    for (const row of rows) this.cache(collectionFromRow(row));
  }

  /**
   * Runs a read–modify–write of the collections: in one transaction (one writer at a time, on
   * every instance) that starts from the models as stored now, so two changes made at once both
   * land, each on top of the other.
   */
  async change<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(async () => {
        await this.reload();
        return work();
      });
    } finally {
      // Read once more after the commit. A reload started elsewhere while the transaction was
      // open (the configuration watch, on a connection of its own) read the models as they
      // were, and may have ended after the reload inside the transaction: this one is newer,
      // so the change is in the cache before the caller answers.
      await this.reload();
    }
  }

  /**
   * Which read of the models the cache holds: moves with every reload kept, so what was built
   * from the models before (a kept compile, decision 070) is not taken for what they are now.
   */
  get generation(): number {
    return this.kept;
  }

  /** The engine's query SQL (rules are compiled with it when collections are checked). */
  get queryDialect(): QueryDialect {
    return this.db.dialect.query;
  }

  /** Finds by id, or by name case-insensitively (as PocketBase does for path params). */
  find(idOrName: string): CollectionModel | undefined {
    return this.byId.get(idOrName) ?? this.byName.get(idOrName.toLowerCase());
  }

  list(): CollectionModel[] {
    return [...this.byId.values()];
  }

  /** One page of `GET /api/collections`. */
  async listPage(params: ListParams): Promise<ListResult> {
    const result = await listTable(this.db, COLLECTIONS_TABLE, params);
    return { ...result, items: result.items.map((row) => collectionFromRow(row as CollectionRow)) };
  }

  /**
   * Creates the collection, or brings an existing one (same id) up to the definition, keeping the
   * data of every field that remains (see table-sync.ts). Definitions are trusted: the API
   * validates before it calls this, migrations are the product's own.
   */
  async save(definition: CollectionDefinition): Promise<CollectionModel> {
    const [model] = await this.apply({ save: [definition], remove: [] });
    return model!;
  }

  /** Removes a collection and its table; refused for system collections and relation targets. */
  async delete(collection: CollectionModel): Promise<void> {
    await this.change(async () => {
      // Checked against the collections as stored now: a relation added meanwhile blocks it.
      const current = this.find(collection.id);
      if (!current) return;
      if (current.system || this.referencesTo(current).length > 0)
        throw badRequest(DEPENDENCY_ERROR);
      await this.apply({ save: [], remove: [current] });
    });
  }

  /** Collections (other than itself) with a relation field pointing at `target`. */
  referencesTo(target: CollectionModel): CollectionModel[] {
    return this.list().filter(
      (collection) =>
        collection.id !== target.id &&
        collection.schema.some(
          (field) => field.type === 'relation' && field.options.collectionId === target.id,
        ),
    );
  }

  /**
   * Whether a name is taken by a table, view or index that belongs to no collection
   * (case-insensitively): the names are read once, the check is then synchronous.
   */
  async internalNames(): Promise<(name: string) => boolean> {
    const rows = await this.db.all<{ name: string }>(this.db.dialect.schemaNames);
    const names = new Set(rows.map((row) => String(row.name).toLowerCase()));
    return (name) => names.has(name.toLowerCase()) && !this.find(name);
  }

  /**
   * Removes and saves collections in ONE transaction (an import is all or nothing). Any failure
   * rolls everything back; the cache is then rebuilt from what the database really holds.
   */
  async apply(changes: {
    save: CollectionDefinition[];
    remove: CollectionModel[];
  }): Promise<CollectionModel[]> {
    const now = nowDateTime();
    try {
      await this.db.transaction(async (tx) => {
        for (const collection of changes.remove) {
          await dropCollectionTable(tx, collection);
          await tx.run('DELETE FROM "_collections" WHERE "id" = ?', [collection.id]);
        }
        for (const definition of changes.save) await this.write(tx, definition, now);
        await bumpConfigVersion(tx);
      });
    } finally {
      await this.reload();
    }
    return changes.save.map((definition) => this.byId.get(definition.id)!);
  }

  private async write(tx: Db, definition: CollectionDefinition, now: string): Promise<void> {
    const existing = this.byId.get(definition.id);
    const model: CollectionModel = {
      ...definition,
      created: existing?.created ?? now,
      updated: now,
    };
    if (existing) await syncCollectionTable(tx, existing, model);
    else await createCollectionTable(tx, model);
    await this.writeRow(tx, model);
  }

  private async writeRow(tx: Db, model: CollectionModel): Promise<void> {
    await tx.run(
      `INSERT INTO "_collections" ("id","name","type","system","schema","indexes","listRule","viewRule",
        "createRule","updateRule","deleteRule","options","created","updated")
       VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)
       ON CONFLICT("id") DO UPDATE SET "name"=excluded."name","type"=excluded."type","system"=excluded."system",
        "schema"=excluded."schema","indexes"=excluded."indexes","listRule"=excluded."listRule",
        "viewRule"=excluded."viewRule","createRule"=excluded."createRule","updateRule"=excluded."updateRule",
        "deleteRule"=excluded."deleteRule","options"=excluded."options","updated"=excluded."updated"`,
      [
        model.id,
        model.name,
        model.type,
        model.system,
        JSON.stringify(model.schema),
        JSON.stringify(model.indexes),
        model.listRule,
        model.viewRule,
        model.createRule,
        model.updateRule,
        model.deleteRule,
        JSON.stringify(model.options),
        model.created,
        model.updated,
      ],
    );
  }

  private cache(model: CollectionModel): void {
    this.byId.set(model.id, model);
    this.byName.set(model.name.toLowerCase(), model);
  }
}

/** A `_collections` row as the collection model (PocketBase's JSON key order). */
export function collectionFromRow(row: CollectionRow): CollectionModel {
  return {
    id: String(row.id),
    created: String(row.created),
    updated: String(row.updated),
    name: String(row.name),
    type: row.type as CollectionModel['type'],
    system: Boolean(row.system),
    schema: JSON.parse(row.schema),
    indexes: JSON.parse(row.indexes),
    listRule: row.listRule as string | null,
    viewRule: row.viewRule as string | null,
    createRule: row.createRule as string | null,
    updateRule: row.updateRule as string | null,
    deleteRule: row.deleteRule as string | null,
    options: JSON.parse(row.options),
  };
}
