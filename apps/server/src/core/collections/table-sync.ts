import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import type { Db } from '../db/db.ts';
import { fieldError, validationError, type ErrorData } from '../../errors.ts';
import { randomString } from '../../tools/ids.ts';
import { columnDefinition, createTableSql, quoteIdentifier as q } from './collection-ddl.ts';
import { parseIndexStatement, retargetIndex } from './index-statement.ts';

/** Creates the table of a new collection with its indexes. Call inside a transaction. */
export function createCollectionTable(db: Db, model: CollectionModel): void {
  for (const statement of createTableSql(model)) db.exec(statement);
  createIndexes(db, model);
}

/**
 * Brings the table of `previous` to `next`, keeping every row: the table is renamed with the
 * collection, fields are matched by id so a renamed field keeps its column (and data), removed
 * fields lose their column, new ones get one, and a field switching between single and multiple
 * values has its stored values converted. Call inside a transaction.
 */
export function syncCollectionTable(
  db: Db,
  previous: CollectionModel,
  next: CollectionModel,
): void {
  dropIndexes(db, previous);
  if (previous.name.toLowerCase() !== next.name.toLowerCase())
    db.exec(`ALTER TABLE ${q(previous.name)} RENAME TO ${q(next.name)}`);
  const nextIds = new Set(next.schema.map((field) => field.id));
  for (const old of previous.schema)
    if (!nextIds.has(old.id)) db.exec(`ALTER TABLE ${q(next.name)} DROP COLUMN ${q(old.name)}`);
  renameAndAddColumns(db, previous, next);
  for (const field of next.schema) {
    const old = previous.schema.find((candidate) => candidate.id === field.id);
    if (old && isMultiValueField(old) !== isMultiValueField(field))
      convertColumn(db, next.name, field);
  }
  createIndexes(db, next);
}

/** Through temporary names, so that two fields may even swap names in one change. */
function renameAndAddColumns(db: Db, previous: CollectionModel, next: CollectionModel): void {
  const table = q(next.name);
  const pending: [string, string][] = [];
  for (const field of next.schema) {
    const old = previous.schema.find((candidate) => candidate.id === field.id);
    if (old && old.name === field.name) continue;
    const temp = tempName(field.name);
    db.exec(
      old
        ? `ALTER TABLE ${table} RENAME COLUMN ${q(old.name)} TO ${q(temp)}`
        : `ALTER TABLE ${table} ADD COLUMN ${columnDefinition({ ...field, name: temp })}`,
    );
    pending.push([temp, field.name]);
  }
  for (const [temp, name] of pending)
    db.exec(`ALTER TABLE ${table} RENAME COLUMN ${q(temp)} TO ${q(name)}`);
}

function tempName(name: string): string {
  return `_${name}_${randomString(5, 'abcdefghijklmnopqrstuvwxyz')}`;
}

export function dropCollectionTable(db: Db, model: CollectionModel): void {
  dropIndexes(db, model);
  db.exec(`DROP TABLE IF EXISTS ${q(model.name)}`);
}

/**
 * Rewrites a column whose field became multiple (`"a"` → `["a"]`) or single (`["a","b"]` → the
 * last item, as PocketBase keeps the last submitted value), with the column definition to match.
 */
function convertColumn(db: Db, table: string, field: SchemaField): void {
  const column = q(field.name);
  const temp = tempName(field.name);
  const isArray = `json_valid(${column}) AND json_type(${column}) = 'array'`;
  const converted = isMultiValueField(field)
    ? `CASE WHEN COALESCE(${column}, '') = '' THEN '[]' WHEN ${isArray} THEN ${column} ELSE json_array(${column}) END`
    : `CASE WHEN COALESCE(${column}, '[]') = '[]' THEN '' WHEN ${isArray} THEN COALESCE(json_extract(${column}, '$[#-1]'), '') ELSE ${column} END`;
  db.exec(`ALTER TABLE ${q(table)} ADD COLUMN ${columnDefinition({ ...field, name: temp })}`);
  db.exec(`UPDATE ${q(table)} SET ${q(temp)} = (${converted})`);
  db.exec(`ALTER TABLE ${q(table)} DROP COLUMN ${column}`);
  db.exec(`ALTER TABLE ${q(table)} RENAME COLUMN ${q(temp)} TO ${column}`);
}

function dropIndexes(db: Db, model: CollectionModel): void {
  for (const statement of model.indexes) {
    const parsed = parseIndexStatement(statement);
    if (parsed) db.exec(`DROP INDEX IF EXISTS ${q(parsed.name)}`);
  }
}

/** A failing index is reported on `indexes.<i>` like PocketBase does, and rolls the change back. */
function createIndexes(db: Db, model: CollectionModel): void {
  const errors: ErrorData = {};
  model.indexes.forEach((statement, index) => {
    const parsed = parseIndexStatement(statement);
    try {
      if (!parsed) throw new Error('not a CREATE INDEX statement');
      // `run` prepares exactly one statement: text smuggled after a `;` is refused, not executed.
      db.run(retargetIndex(statement, model.name));
    } catch (error) {
      errors[String(index)] = fieldError(
        'validation_invalid_index_expression',
        `Failed to create index ${parsed?.name ?? ''} - ${(error as Error).message}.`,
      );
    }
  });
  if (Object.keys(errors).length > 0) throw validationError({ indexes: errors });
}
