import type { CollectionDefinition } from '@rumbo/domain';
import type { CollectionStore } from '../core/collections/collection-store.ts';

const UNIQUE_KEYWORD = /^(\s*CREATE\s+)UNIQUE\s+/i;

export type MigrationWarn = (message: string) => void;

/**
 * Saves a product collection. When one of its UNIQUE indexes cannot be built because rows
 * already share values (for instance two shipments created with the same code before codes were
 * unique), the index is created without UNIQUE instead, so the server still starts and lists
 * stay fast; `warn` says which index and why. Returns what was really applied, so the caller
 * records it and the next start tries the UNIQUE index again once the duplicates are fixed.
 */
export async function saveWithUniqueFallback(
  collections: CollectionStore,
  definition: CollectionDefinition,
  warn: MigrationWarn,
): Promise<CollectionDefinition> {
  try {
    await collections.save(definition);
    return definition;
  } catch (error) {
    const blocked = blockedUniqueIndexes(error, definition.indexes);
    if (blocked.size === 0) throw error;
    const relaxed = {
      ...definition,
      indexes: definition.indexes.map((it, i) => (blocked.has(i) ? demoteUnique(it) : it)),
    };
    await collections.save(relaxed);
    for (const [i, reason] of blocked)
      warn(
        `Collection ${definition.name}: kept "${definition.indexes[i]}" without UNIQUE because ` +
          `existing records share values (${reason}). Fix those records and restart the server.`,
      );
    return relaxed;
  }
}

/** Positions of UNIQUE indexes that failed on duplicate rows, with the engine's message. */
function blockedUniqueIndexes(error: unknown, indexes: string[]): Map<number, string> {
  const blocked = new Map<number, string>();
  // The collection store reports each index that failed on `data.indexes.<position>`, and which
  // of them failed on rows sharing values on `duplicateIndexes`.
  const failed = error as {
    data?: { indexes?: Record<string, { message?: unknown }> };
    duplicateIndexes?: number[];
  } | null;
  for (const position of failed?.duplicateIndexes ?? []) {
    const message = failed?.data?.indexes?.[String(position)]?.message;
    if (UNIQUE_KEYWORD.test(indexes[position] ?? ''))
      blocked.set(position, typeof message === 'string' ? message : '');
  }
  return blocked;
}

/** The same index (name, columns, WHERE) without UNIQUE. */
function demoteUnique(statement: string): string {
  return statement.replace(UNIQUE_KEYWORD, '$1');
}
