const UNIQUE_INDEX = /^\s*CREATE\s+UNIQUE\s+INDEX\b[^(]*\(([^)]*)\)/i;

/**
 * Whether one of the collection's `CREATE UNIQUE INDEX` statements covers exactly `column`,
 * which makes a back-relation through that column single-valued (reference §6.5).
 */
export function hasSingleColumnUniqueIndex(column: string, indexes: string[]): boolean {
  return indexes.some((statement) => {
    const columns = UNIQUE_INDEX.exec(statement)?.[1]?.split(',') ?? [];
    return columns.length === 1 && indexedColumn(columns[0]!) === column.toLowerCase();
  });
}

/** `"name" COLLATE NOCASE DESC` → `name` */
function indexedColumn(definition: string): string {
  const name = definition.trim().split(/\s+/)[0] ?? '';
  return name.replace(/^[`"[]|[`"\]]$/g, '').toLowerCase();
}
