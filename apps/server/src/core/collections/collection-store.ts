import type { CollectionDefinition, CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { columnDefinition, createTableSql, indexName, quoteIdentifier } from './collection-ddl.ts';

type CollectionRow = Record<string, unknown> & { schema: string; indexes: string; options: string };

/**
 * Keeps the collection models (table `_collections`) and their SQL tables in step, and caches the
 * models in memory: every request needs them, and they change only through this store.
 */
export class CollectionStore {
  private byId = new Map<string, CollectionModel>();
  private byName = new Map<string, CollectionModel>();
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
    this.reload();
  }

  reload(): void {
    this.byId.clear();
    this.byName.clear();
    for (const row of this.db.all<CollectionRow>(
      'SELECT * FROM "_collections" ORDER BY "created", "name"',
    )) {
      this.cache(fromRow(row));
    }
  }

  /** Finds by id, or by name case-insensitively (as PocketBase does for path params). */
  find(idOrName: string): CollectionModel | undefined {
    return this.byId.get(idOrName) ?? this.byName.get(idOrName.toLowerCase());
  }

  list(): CollectionModel[] {
    return [...this.byId.values()];
  }

  /** Creates the collection, or brings an existing one (same id) up to the definition. */
  save(definition: CollectionDefinition): CollectionModel {
    const existing = this.byId.get(definition.id);
    const now = nowDateTime();
    const model: CollectionModel = {
      ...definition,
      created: existing?.created ?? now,
      updated: now,
    };
    this.db.transaction(() => {
      if (existing) this.alterTable(existing, model);
      else for (const sql of createTableSql(model)) this.db.exec(sql);
      this.syncIndexes(existing, model);
      this.writeRow(model);
    });
    this.reload();
    return model;
  }

  private alterTable(previous: CollectionModel, next: CollectionModel): void {
    const known = new Set(previous.schema.map((f) => f.name));
    for (const field of next.schema) {
      if (known.has(field.name)) continue;
      this.db.exec(
        `ALTER TABLE ${quoteIdentifier(next.name)} ADD COLUMN ${columnDefinition(field)}`,
      );
    }
  }

  private syncIndexes(previous: CollectionModel | undefined, next: CollectionModel): void {
    for (const statement of previous?.indexes ?? []) {
      const name = indexName(statement);
      if (name) this.db.exec(`DROP INDEX IF EXISTS ${quoteIdentifier(name)}`);
    }
    for (const statement of next.indexes) this.db.exec(statement);
  }

  private writeRow(model: CollectionModel): void {
    this.db.run(
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

function fromRow(row: CollectionRow): CollectionModel {
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
