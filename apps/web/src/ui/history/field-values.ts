import type { HistoryEntry } from '@rumbo/domain';

/** One value a field was given, and the entry that gave it. */
export type FieldValue = { entry: HistoryEntry; value: unknown };

/**
 * The values a plain field was given, newest first, as far as the entries read go: what each
 * create or update wrote to it (a milestone's estimate, one per re-estimate). Changes inside a
 * JSON field (a path) are not the field's value and are left out.
 */
export function fieldValues(entries: readonly HistoryEntry[], field: string): FieldValue[] {
  return entries.flatMap((entry) =>
    entry.changes
      .filter((change) => change.field === field && (change.path ?? []).length === 0)
      .map((change) => ({ entry, value: change.after })),
  );
}
