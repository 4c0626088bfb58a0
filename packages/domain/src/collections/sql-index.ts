/**
 * A `CREATE [UNIQUE] INDEX` statement in the form PocketBase keeps in a collection's `indexes`.
 * Identifiers stay unquoted (all product names are plain words), so the same text runs on
 * SQLite and PostgreSQL. `where` makes a partial index (both databases support it), e.g. a
 * uniqueness that ignores rows where the column is still empty.
 */
export function sqlIndex(
  table: string,
  columns: string[],
  opts: { isUnique?: boolean; where?: string } = {},
): string {
  const name = `idx_${table}_${columns.join('_')}`;
  const unique = opts.isUnique ? 'UNIQUE ' : '';
  const where = opts.where ? ` WHERE ${opts.where}` : '';
  return `CREATE ${unique}INDEX ${name} ON ${table} (${columns.join(', ')})${where}`;
}
