/**
 * A `CREATE [UNIQUE] INDEX` statement in the form PocketBase keeps in a collection's `indexes`.
 * Identifiers stay unquoted (all product names are plain words), so the same text runs on
 * SQLite and PostgreSQL.
 */
export function sqlIndex(
  table: string,
  columns: string[],
  opts: { isUnique?: boolean } = {},
): string {
  const name = `idx_${table}_${columns.join('_')}`;
  const unique = opts.isUnique ? 'UNIQUE ' : '';
  return `CREATE ${unique}INDEX ${name} ON ${table} (${columns.join(', ')})`;
}
