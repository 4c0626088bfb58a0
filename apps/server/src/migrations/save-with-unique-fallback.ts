import type { CollectionDefinition } from '@rumbo/domain';
import type { CollectionStore } from '../core/collections/collection-store.ts';

const UNIQUE_KEYWORD = /^(\s*CREATE\s+)UNIQUE\s+/i;
// What each engine says when rows already share the values of a new UNIQUE index.
const DUPLICATES = /UNIQUE constraint failed|could not create unique index/i;

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
  // The collection store reports each index that failed on `data.indexes.<position>`.
  const failures = (error as { data?: { indexes?: Record<string, { message?: unknown }> } })?.data
    ?.indexes;
  if (!failures || typeof failures !== 'object') return blocked;
  for (const [key, failure] of Object.entries(failures)) {
    const position = Number(key);
    const message = typeof failure?.message === 'string' ? failure.message : '';
    if (UNIQUE_KEYWORD.test(indexes[position] ?? '') && DUPLICATES.test(message))
      blocked.set(position, message);
  }
  return blocked;
}

/** The same index (name, columns, WHERE) without UNIQUE. */
function demoteUnique(statement: string): string {
  return statement.replace(UNIQUE_KEYWORD, '$1');
}
