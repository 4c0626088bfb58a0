import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { fieldError, validationError, type ErrorData } from '../../tools/errors.ts';
import { randomString } from '../../tools/ids.ts';
import {
  columnDefinition,
  columnsOf,
  createTableSql,
  quoteIdentifier as q,
} from './collection-ddl.ts';
import { parseIndexStatement, retargetIndex } from './index-statement.ts';
import { dropSearchIndex, ensureSearchIndex, releaseSearchIndex } from './search-index.ts';

/** Creates the table of a new collection with its indexes. Call inside a transaction. */
export async function createCollectionTable(db: Db, model: CollectionModel): Promise<void> {
  for (const statement of createTableSql(model, db.dialect)) await db.exec(statement);
  await createIndexes(db, model);
  await ensureSearchIndex(db, model);
}

/**
 * Brings the table of `previous` to `next`, keeping every row: the table is renamed with the
 * collection, fields are matched by id so a renamed field keeps its column (and data), removed
 * fields lose their column, new ones get one, and a field switching between single and multiple
 * values has its stored values converted. Call inside a transaction.
 */
export async function syncCollectionTable(
  db: Db,
  previous: CollectionModel,
  next: CollectionModel,
): Promise<void> {
  await dropIndexes(db, previous);
  await releaseSearchIndex(db, previous, next);
  if (previous.name.toLowerCase() !== next.name.toLowerCase())
    await db.exec(`ALTER TABLE ${q(previous.name)} RENAME TO ${q(next.name)}`);
  const nextIds = new Set(next.schema.map((field) => field.id));
  for (const old of previous.schema)
    if (!nextIds.has(old.id))
      await db.exec(`ALTER TABLE ${q(next.name)} DROP COLUMN ${q(old.name)}`);
  await renameAndAddColumns(db, previous, next);
  for (const field of next.schema) {
    const old = previous.schema.find((candidate) => candidate.id === field.id);
    if (old && isMultiValueField(old) !== isMultiValueField(field))
      await convertColumn(db, next.name, field);
  }
  await createIndexes(db, next);
  await ensureSearchIndex(db, next);
}

/** Through temporary names, so that two fields may even swap names in one change. */
async function renameAndAddColumns(
  db: Db,
  previous: CollectionModel,
  next: CollectionModel,
): Promise<void> {
  const table = q(next.name);
  const pending: [string, string][] = [];
  for (const field of next.schema) {
    const old = previous.schema.find((candidate) => candidate.id === field.id);
    if (old && old.name === field.name) continue;
    const temp = tempName(field.name);
    await db.exec(
      old
        ? `ALTER TABLE ${table} RENAME COLUMN ${q(old.name)} TO ${q(temp)}`
        : `ALTER TABLE ${table} ADD COLUMN ${columnDefinition({ ...field, name: temp }, db.dialect)}`,
    );
    pending.push([temp, field.name]);
  }
  for (const [temp, name] of pending)
    await db.exec(`ALTER TABLE ${table} RENAME COLUMN ${q(temp)} TO ${q(name)}`);
}

function tempName(name: string): string {
  return `_${name}_${randomString(5, 'abcdefghijklmnopqrstuvwxyz')}`;
}

export async function dropCollectionTable(db: Db, model: CollectionModel): Promise<void> {
  await dropIndexes(db, model);
  await dropSearchIndex(db, model);
  await db.exec(`DROP TABLE IF EXISTS ${q(model.name)}`);
}

/**
 * Rewrites a column whose field became multiple (`"a"` → `["a"]`) or single (`["a","b"]` → the
 * last item, as PocketBase keeps the last submitted value), with the column definition to match.
 */
async function convertColumn(db: Db, table: string, field: SchemaField): Promise<void> {
  const column = q(field.name);
  const temp = tempName(field.name);
  const converted = isMultiValueField(field)
    ? db.dialect.toJsonArray(column)
    : db.dialect.toLastJsonItem(column);
  const definition = columnDefinition({ ...field, name: temp }, db.dialect);
  await db.exec(`ALTER TABLE ${q(table)} ADD COLUMN ${definition}`);
  await db.exec(`UPDATE ${q(table)} SET ${q(temp)} = (${converted})`);
  await db.exec(`ALTER TABLE ${q(table)} DROP COLUMN ${column}`);
  await db.exec(`ALTER TABLE ${q(table)} RENAME COLUMN ${q(temp)} TO ${column}`);
}

async function dropIndexes(db: Db, model: CollectionModel): Promise<void> {
  for (const statement of model.indexes) {
    const parsed = parseIndexStatement(statement);
    if (parsed) await db.exec(`DROP INDEX IF EXISTS ${q(parsed.name)}`);
  }
}

/**
 * A failing index is reported on `indexes.<i>` like PocketBase does, and rolls the change back.
 * The error also lists (`duplicateIndexes`) the UNIQUE indexes that failed on rows sharing values.
 */
async function createIndexes(db: Db, model: CollectionModel): Promise<void> {
  const errors: ErrorData = {};
  const duplicates: number[] = [];
  for (const [index, statement] of model.indexes.entries()) {
    const parsed = parseIndexStatement(statement);
    try {
      if (!parsed) throw new Error('not a CREATE INDEX statement');
      // `run` prepares exactly one statement: text smuggled after a `;` is refused, not executed.
      const sql = db.dialect.indexStatement(retargetIndex(statement, model.name), columnsOf(model));
      await db.transaction((savepoint) => savepoint.run(sql));
    } catch (error) {
      if (db.dialect.uniqueViolation(error)) duplicates.push(index);
      errors[String(index)] = fieldError(
        'validation_invalid_index_expression',
        `Failed to create index ${parsed?.name ?? ''} - ${(error as Error).message}.`,
      );
    }
  }
  if (Object.keys(errors).length > 0)
    throw Object.assign(validationError({ indexes: errors }), { duplicateIndexes: duplicates });
}
