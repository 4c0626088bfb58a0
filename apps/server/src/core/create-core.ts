import type { Db } from './db/db.ts';
import { ensureSystemTables } from './db/system-tables.ts';
import { CollectionStore } from './collections/collection-store.ts';
import { SettingsStore } from './settings/settings-store.ts';
import { AdminStore } from './admins/admin-store.ts';
import { AuthTokens } from './auth/auth-tokens.ts';
import { RecordReader } from './records/record-reader.ts';
import { RecordWriter } from './records/record-writer.ts';
import { RecordHooks } from './records/record-hooks.ts';

export type Core = {
  db: Db;
  /** Where the database, stored files, logs and backups live (null: nothing on disk, tests only). */
  dataDir: string | null;
  collections: CollectionStore;
  settings: SettingsStore;
  admins: AdminStore;
  tokens: AuthTokens;
  reader: RecordReader;
  writer: RecordWriter;
  hooks: RecordHooks;
};

/** Wires the record engine on an open database (system tables are created when missing). */
export function createCore(db: Db, options: { appUrl: string; dataDir?: string | null }): Core {
  ensureSystemTables(db);
  const collections = new CollectionStore(db);
  const settings = new SettingsStore(db, options.appUrl);
  const admins = new AdminStore(db);
  const tokens = new AuthTokens({ db, collections, admins, settings });
  const reader = new RecordReader(db, collections);
  const hooks = new RecordHooks();
  const writer = new RecordWriter({ db, collections, reader, hooks });
  return {
    db,
    dataDir: options.dataDir ?? null,
    collections,
    settings,
    admins,
    tokens,
    reader,
    writer,
    hooks,
  };
}
