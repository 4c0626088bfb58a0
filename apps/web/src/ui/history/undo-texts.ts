import { isUndoable, type FieldConflict, type HistoryEntry } from '@rumbo/domain';

/** The fields an undo puts back, by their labels, each once: what the confirmation names. */
export function undoFieldsText(entry: HistoryEntry, fieldLabel: (field: string) => string): string {
  const fields = new Set(entry.changes.filter(isUndoable).map((change) => change.field));
  return [...fields].map(fieldLabel).join(', ');
}

/**
 * Who changed a clashing field after the entry being undone, as far as the entries read show:
 * the newest later entry that changed one of them ('' when none is shown, the dialog then says
 * "Someone").
 */
export function laterActorName(
  entries: readonly HistoryEntry[],
  undone: HistoryEntry,
  conflicts: readonly FieldConflict[],
): string {
  const fields = new Set(conflicts.map((conflict) => conflict.field));
  const at = entries.findIndex((entry) => entry.id === undone.id);
  const later = entries.slice(0, Math.max(0, at));
  const actor = later.find((entry) => entry.changes.some((change) => fields.has(change.field)));
  return actor?.actor.name ?? '';
}
