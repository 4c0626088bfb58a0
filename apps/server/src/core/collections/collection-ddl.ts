import type { Dialect } from '../db/dialect.ts';
import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The SQL column definition of a schema field (storage layout: docs/decisions/004-record-storage.md). */
export function columnDefinition(field: SchemaField, dialect: Dialect): string {
  const type = dialect.columnType;
  if (isMultiValueField(field)) return `${q(field.name)} ${type('json')} DEFAULT '[]' NOT NULL`;
  switch (field.type) {
    case 'number':
      return `${q(field.name)} ${type('number')} DEFAULT 0 NOT NULL`;
    case 'bool':
      return `${q(field.name)} ${type('bool')} DEFAULT FALSE NOT NULL`;
    case 'json':
      return `${q(field.name)} ${type('json')} DEFAULT NULL`;
    default:
      return `${q(field.name)} ${type('text')} DEFAULT '' NOT NULL`;
  }
}

const AUTH_COLUMNS = [
  `"username" TEXT NOT NULL`,
  `"email" TEXT DEFAULT '' NOT NULL`,
  `"emailVisibility" BOOLEAN DEFAULT FALSE NOT NULL`,
  `"verified" BOOLEAN DEFAULT FALSE NOT NULL`,
  `"tokenKey" TEXT NOT NULL`,
  `"passwordHash" TEXT NOT NULL`,
  `"lastResetSentAt" TEXT DEFAULT '' NOT NULL`,
  `"lastVerificationSentAt" TEXT DEFAULT '' NOT NULL`,
  `"lastLoginAlertSentAt" TEXT DEFAULT '' NOT NULL`,
];

/** Every column of the collection's table. */
export function columnsOf(collection: CollectionModel): string[] {
  const auth = collection.type === 'auth' ? AUTH_COLUMNS.map((c) => c.split('"')[1]!) : [];
  return ['id', ...auth, ...collection.schema.map((field) => field.name), 'created', 'updated'];
}

export function createTableSql(collection: CollectionModel, dialect: Dialect): string[] {
  // The auth and base columns are text but for two flags; each takes the engine's text type.
  const text = (definition: string) =>
    definition.replace(' TEXT ', ` ${dialect.columnType('text')} `);
  const columns = [
    text(`"id" TEXT PRIMARY KEY NOT NULL`),
    ...(collection.type === 'auth' ? AUTH_COLUMNS.map(text) : []),
    ...collection.schema.map((field) => columnDefinition(field, dialect)),
    text(`"created" TEXT DEFAULT '' NOT NULL`),
    text(`"updated" TEXT DEFAULT '' NOT NULL`),
  ];
  return [`CREATE TABLE ${q(collection.name)} (${columns.join(', ')})`, ...authIndexes(collection)];
}

function authIndexes(collection: CollectionModel): string[] {
  if (collection.type !== 'auth') return [];
  const t = collection.name;
  return [
    `CREATE UNIQUE INDEX IF NOT EXISTS ${q(`_${collection.id}_username_idx`)} ON ${q(t)} ("username")`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${q(`_${collection.id}_email_idx`)} ON ${q(t)} ("email") WHERE "email" != ''`,
    `CREATE UNIQUE INDEX IF NOT EXISTS ${q(`_${collection.id}_tokenKey_idx`)} ON ${q(t)} ("tokenKey")`,
  ];
}

/** Name of the index a `CREATE [UNIQUE] INDEX name ON …` statement creates. */
export function indexName(statement: string): string | null {
  const match = statement.match(
    /CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:IF\s+NOT\s+EXISTS\s+)?[`"[]?([\w]+)/i,
  );
  return match?.[1] ?? null;
}

export function quoteIdentifier(name: string): string {
  return q(name);
}
