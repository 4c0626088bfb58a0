import type { CollectionModel } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { ensureSystemTables } from '../db/system-tables.ts';
import { collectionFromRow } from '../collections/collection-store.ts';
import { columnsOf, quoteIdentifier as q } from '../collections/collection-ddl.ts';
import { createCollectionTable } from '../collections/table-sync.ts';
import { tableChecksum, type TableCheck } from './table-checksum.ts';

/** The server's own tables, copied as they are (collections' tables follow their models). */
const SYSTEM_TABLES: CopiedTable[] = [
  { name: '_admins', kinds: { avatar: 'number' } },
  { name: '_params', kinds: {} },
  { name: '_externalAuths', kinds: {} },
  { name: '_migrations', kinds: { applied: 'number' }, key: 'file' },
  { name: '_history', kinds: {} },
  { name: '_recycleBin', kinds: {} },
];
const COLLECTIONS: CopiedTable = { name: '_collections', kinds: { system: 'bool' } };
const BATCH_ROWS = 500;

export type ColumnKind = 'text' | 'number' | 'bool';
/** `key`: the column that orders the rows (`id` unless named). */
export type CopiedTable = { name: string; kinds: Record<string, ColumnKind>; key?: string };
export type CopyReport = { tables: (TableCheck & { matches: boolean })[] };

/**
 * Copies every table of one database into another, empty one, of any engine (decision 043):
 * the server's tables (operators with their password hashes, settings, OAuth2 links), every
 * collection with its schema, indexes and rules, and every record as stored (auth records keep
 * their hashes and token keys, file fields their file names). The target is refused unless it
 * has no table at all. Afterwards each table is read back on both sides and compared by row count
 * and a checksum of its rows; the report says which matched.
 */
export async function copyDatabase(source: Db, target: Db): Promise<CopyReport> {
  const existing = await target.all<{ name: string }>(target.dialect.schemaNames);
  if (existing.some(({ name }) => !target.dialect.ownNames.includes(name)))
    throw new Error('The target database is not empty: copy only into a new, empty database.');
  const models = (await source.all('SELECT * FROM "_collections" ORDER BY "created", "name"')).map(
    (row) => collectionFromRow(row as Parameters<typeof collectionFromRow>[0]),
  );
  const tables = [...SYSTEM_TABLES, ...models.map(copiedTable)];
  await target.transaction(async (tx) => {
    await ensureSystemTables(tx);
    await copyRows(source, tx, COLLECTIONS);
    for (const model of models) await createCollectionTable(tx, model);
    for (const table of tables) await copyRows(source, tx, table);
  });
  const checks: CopyReport['tables'] = [];
  for (const table of [COLLECTIONS, ...tables]) {
    const [from, to] = [await tableChecksum(source, table), await tableChecksum(target, table)];
    checks.push({ ...from, matches: from.rows === to.rows && from.checksum === to.checksum });
  }
  return { tables: checks };
}

/** A collection's table with the kind of each column that engines store differently. */
export function copiedTable(model: CollectionModel): CopiedTable {
  const kinds: Record<string, ColumnKind> = {};
  for (const field of model.schema)
    if (field.type === 'number' || field.type === 'bool') kinds[field.name] = field.type;
  if (model.type === 'auth') Object.assign(kinds, { emailVisibility: 'bool', verified: 'bool' });
  for (const column of columnsOf(model)) kinds[column] ??= 'text';
  return { name: model.name, kinds };
}

async function copyRows(source: Db, target: Db, table: CopiedTable): Promise<void> {
  for (let offset = 0; ; offset += BATCH_ROWS) {
    const rows = await source.all(
      `SELECT * FROM ${q(table.name)} ORDER BY ${q(table.key ?? 'id')} LIMIT ${BATCH_ROWS} OFFSET ${offset}`,
    );
    for (const row of rows) {
      const columns = Object.keys(row);
      const names = columns.map(q).join(', ');
      await target.run(
        `INSERT INTO ${q(table.name)} (${names}) VALUES (${columns.map(() => '?').join(', ')})`,
        columns.map((column) => stored(row[column], table.kinds[column])),
      );
    }
    if (rows.length < BATCH_ROWS) return;
  }
}

/** A value as the target stores it: booleans as booleans whatever the source held. */
function stored(value: unknown, kind: ColumnKind | undefined): unknown {
  if (kind === 'bool') return value === null ? null : Boolean(value);
  return value;
}
