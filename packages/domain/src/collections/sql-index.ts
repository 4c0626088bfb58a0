/**
 * A `CREATE [UNIQUE] INDEX` statement in the form PocketBase keeps in a collection's `indexes`.
 * Identifiers stay unquoted (all product names are plain words), so the same text runs on
 * SQLite and PostgreSQL. `where` makes a partial index (both databases support it), e.g. a
 * uniqueness that ignores rows where the column is still empty.
 */
export function sqlIndex(
  table: string,
  columns: string[],
  opts: { isUnique?: boolean; where?: string; name?: string } = {},
): string {
  const name = opts.name ?? `idx_${table}_${columns.join('_')}`;
  const unique = opts.isUnique ? 'UNIQUE ' : '';
  const where = opts.where ? ` WHERE ${opts.where}` : '';
  return `CREATE ${unique}INDEX ${name} ON ${table} (${columns.join(', ')})${where}`;
}

/**
 * A partial index of the rows whose server-computed columns are still missing (`missing`, e.g.
 * `listRow IS NULL`): empty once the server has computed them, so finding such rows at start
 * reads no table (decision 045).
 */
export function missingColumnsIndex(table: string, missing: string): string {
  return sqlIndex(table, ['id'], { where: missing, name: `idx_${table}_computed_missing` });
}
