/**
 * The server's own tables, once for every engine: each dialect renders them with its own
 * spellings (`TableSyntax`). Named with a leading underscore as PocketBase's are, so that no
 * collection name (which must start with a letter or digit) can collide with them.
 */

/** A column type as the tables need it; each engine spells it its own way. */
export type ColumnType = 'text' | 'json' | 'bool' | 'integer' | 'bigint';

export type SystemColumn = {
  name: string;
  type: ColumnType;
  primaryKey?: boolean;
  /** `ignoringCase`: no two rows hold the same text in any letter case. */
  unique?: true | 'ignoringCase';
  /** An SQL literal. */
  default?: string;
  notNull?: boolean;
};

export type SystemIndex = { name: string; columns: readonly string[]; unique?: boolean };

export type SystemTable = {
  name: string;
  columns: readonly SystemColumn[];
  /** A key over several columns (a one-column key is the column's `primaryKey`). */
  primaryKey?: readonly string[];
  indexes?: readonly SystemIndex[];
};

/** How an engine writes the tables. */
export type TableSyntax = {
  columnType: Readonly<Record<ColumnType, string>>;
  /**
   * A text column unique ignoring case: with a case-blind collation and UNIQUE in its definition
   * (`collation`), or with a unique index over its lower case (`lowerIndex`, named
   * `<table>_<column>_idx`).
   */
  uniqueIgnoringCase: 'collation' | 'lowerIndex';
};

const text = (name: string, more: Omit<SystemColumn, 'name' | 'type'> = {}): SystemColumn => ({
  name,
  type: 'text',
  ...more,
});
const ID = text('id', { primaryKey: true, notNull: true });
const EMPTY_TEXT = { default: "''", notNull: true } as const;
const NO_RULE = { default: 'NULL' } as const;
const STAMPS = [text('created', EMPTY_TEXT), text('updated', EMPTY_TEXT)];

export const SYSTEM_TABLES: readonly SystemTable[] = [
  {
    name: '_collections',
    columns: [
      ID,
      text('name', { unique: 'ignoringCase', notNull: true }),
      text('type', { default: "'base'", notNull: true }),
      { name: 'system', type: 'bool', default: 'FALSE', notNull: true },
      { name: 'schema', type: 'json', default: "'[]'", notNull: true },
      { name: 'indexes', type: 'json', default: "'[]'", notNull: true },
      text('listRule', NO_RULE),
      text('viewRule', NO_RULE),
      text('createRule', NO_RULE),
      text('updateRule', NO_RULE),
      text('deleteRule', NO_RULE),
      { name: 'options', type: 'json', default: "'{}'", notNull: true },
      ...STAMPS,
    ],
  },
  {
    name: '_admins',
    columns: [
      ID,
      { name: 'avatar', type: 'integer', default: '0', notNull: true },
      text('email', { unique: true, notNull: true }),
      text('tokenKey', { unique: true, notNull: true }),
      text('passwordHash', { notNull: true }),
      text('lastResetSentAt', EMPTY_TEXT),
      ...STAMPS,
    ],
  },
  {
    name: '_params',
    columns: [
      ID,
      text('key', { unique: true, notNull: true }),
      { name: 'value', type: 'json', default: 'NULL' },
      ...STAMPS,
    ],
  },
  {
    name: '_migrations',
    columns: [
      text('file', { primaryKey: true, notNull: true }),
      { name: 'applied', type: 'bigint', notNull: true },
    ],
  },
  // OAuth2 identities linked to auth records: one per provider account, one per record and provider.
  {
    name: '_externalAuths',
    columns: [
      ID,
      text('collectionId', { notNull: true }),
      text('recordId', { notNull: true }),
      text('provider', { notNull: true }),
      text('providerId', { notNull: true }),
      ...STAMPS,
    ],
    indexes: [
      {
        name: '_externalAuths_record_provider_idx',
        columns: ['collectionId', 'recordId', 'provider'],
        unique: true,
      },
      {
        name: '_externalAuths_collection_provider_idx',
        columns: ['collectionId', 'provider', 'providerId'],
        unique: true,
      },
    ],
  },
  // The sign-in throttle's failures (docs/decisions/022): one row per failed or pending password
  // sign-in and key (an identity, a client address), `at` in milliseconds since the epoch.
  // Shared by every instance on the database; rows past the window are swept.
  {
    name: '_signInFailures',
    columns: [
      text('key', { notNull: true }),
      { name: 'at', type: 'bigint', notNull: true },
      text('attempt', { notNull: true }),
    ],
    primaryKey: ['key', 'at', 'attempt'],
    indexes: [{ name: '_signInFailures_at_idx', columns: ['at'] }],
  },
  // Every change of a business record (docs/decisions/065): written in the write's transaction,
  // read newest first per record, removed only by the retention setting.
  {
    name: '_history',
    columns: [
      ID,
      text('collectionId', { notNull: true }),
      text('recordId', { notNull: true }),
      text('created', { notNull: true }),
      text('action', { notNull: true }),
      text('actorId', EMPTY_TEXT),
      text('actorCollection', EMPTY_TEXT),
      text('actorName', EMPTY_TEXT),
      text('source', EMPTY_TEXT),
      text('madeAt', EMPTY_TEXT),
      text('undoOf', EMPTY_TEXT),
      { name: 'changes', type: 'json', default: "'[]'", notNull: true },
    ],
    indexes: [
      { name: '_history_record_idx', columns: ['collectionId', 'recordId', 'created', 'id'] },
      { name: '_history_created_idx', columns: ['created'] },
    ],
  },
  // Deleted records kept for a while with their files (docs/decisions/065): the row as it was,
  // whose company it was, who deleted it and when.
  {
    name: '_recycleBin',
    columns: [
      ID,
      text('collectionId', { notNull: true }),
      text('recordId', { notNull: true }),
      text('company', EMPTY_TEXT),
      text('label', EMPTY_TEXT),
      { name: 'record', type: 'json', default: "'{}'", notNull: true },
      text('deleted', { notNull: true }),
      text('deletedById', EMPTY_TEXT),
      text('deletedByName', EMPTY_TEXT),
    ],
    indexes: [
      { name: '_recycleBin_company_idx', columns: ['company', 'deleted'] },
      { name: '_recycleBin_deleted_idx', columns: ['deleted'] },
      { name: '_recycleBin_record_idx', columns: ['collectionId', 'recordId'], unique: true },
    ],
  },
];

const quoted = (name: string) => `"${name}"`;
const list = (names: readonly string[]) => names.map(quoted).join(', ');

function columnSql(column: SystemColumn, syntax: TableSyntax): string {
  const parts = [quoted(column.name), syntax.columnType[column.type]];
  const caseBlind = column.unique === 'ignoringCase' && syntax.uniqueIgnoringCase === 'collation';
  if (caseBlind) parts.push('COLLATE NOCASE');
  if (column.primaryKey) parts.push('PRIMARY KEY');
  if (column.unique === true || caseBlind) parts.push('UNIQUE');
  if (column.default !== undefined) parts.push(`DEFAULT ${column.default}`);
  if (column.notNull) parts.push('NOT NULL');
  return parts.join(' ');
}

/** A table's CREATE TABLE and CREATE INDEX statements (each when missing), as `syntax` writes them. */
export function tableStatements(table: SystemTable, syntax: TableSyntax): string[] {
  const definitions = table.columns.map((column) => columnSql(column, syntax));
  if (table.primaryKey) definitions.push(`PRIMARY KEY (${list(table.primaryKey)})`);
  const statements = [
    `CREATE TABLE IF NOT EXISTS ${quoted(table.name)} (\n    ${definitions.join(',\n    ')})`,
  ];
  if (syntax.uniqueIgnoringCase === 'lowerIndex')
    for (const column of table.columns.filter((c) => c.unique === 'ignoringCase'))
      statements.push(
        `CREATE UNIQUE INDEX IF NOT EXISTS ${quoted(`${table.name}_${column.name}_idx`)} ON ${quoted(table.name)} ((lower(${quoted(column.name)})))`,
      );
  for (const index of table.indexes ?? [])
    statements.push(
      `CREATE ${index.unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${quoted(index.name)} ON ${quoted(table.name)} (${list(index.columns)})`,
    );
  return statements;
}

/** Every system table's statements, in order, as `syntax` writes them. */
export function systemTableStatements(syntax: TableSyntax): string[] {
  return SYSTEM_TABLES.flatMap((table) => tableStatements(table, syntax));
}
