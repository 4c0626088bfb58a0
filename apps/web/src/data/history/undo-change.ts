import {
  isUndoable,
  planUndo,
  putAt,
  sameFieldValue,
  valueAt,
  type HistoryChange,
  type HistoryEntry,
} from '@rumbo/domain';
import { SaveCancelledError } from '../common/save-cancelled-error.ts';
import type {
  AskConflictChoices,
  StoredRecord,
  VersionedSave,
} from '../repository/repository-types.ts';
import type { HistoryCollection } from './record-history-query.ts';
import { saveUndo } from './save-undo.ts';
import { undoBody, type UndoAuthor } from './undo-body.ts';

/** How an undo ended. */
export type UndoOutcome =
  /** The earlier values were saved (some of them, when the person kept later ones). */
  | { kind: 'undone'; record: StoredRecord }
  /** The person kept every later value in the conflict dialog: nothing was written. */
  | { kind: 'kept' }
  /** The record holds the earlier values already: nothing to write. */
  | { kind: 'already' }
  /** The person went back at the conflict dialog: nothing was written. */
  | { kind: 'cancelled' };

export type UndoChangeInput = {
  collection: HistoryCollection;
  entry: HistoryEntry;
  /** The record as the server has it now. */
  current: StoredRecord;
  /** Who decides the places a colleague changed again after the entry. */
  ask: AskConflictChoices;
  author: UndoAuthor;
};

// A version no record has: a save based on it is always merged three ways (docs/decisions/033).
const NO_VERSION = '';

/**
 * Undoes one history entry (docs/decisions/065): its changes' earlier values are put back with
 * `planUndo` and saved through the collection's own save as a versioned save, told to the server
 * as an undo of the entry. The save is based on the record as the entry left it: every changed
 * place at the value the entry wrote, the rest as it is now. Where nobody changed those places
 * since, that is the current record and the save goes straight; where a colleague changed one
 * again (overtaken), the save is merged three ways over it, and the conflict dialog shows each
 * such field with the earlier value (mine) against the colleague's (theirs): never a silent
 * overwrite. Secrets and files cannot be put back and are left out.
 */
export async function undoChange(input: UndoChangeInput): Promise<UndoOutcome> {
  const { collection, entry, current, ask, author } = input;
  const changes = entry.changes.filter(isUndoable);
  if (changes.every((change) => holds(current, change, change.before))) return { kind: 'already' };
  const { patch, overtaken } = planUndo(changes, current);
  const versioned: VersionedSave = {
    base: entryState(changes, current, overtaken.length > 0),
    ask,
    origin: { source: 'undo', undoOf: entry.id },
  };
  try {
    const body = undoBody(collection, patch, current, author);
    const record = await saveUndo(collection, current.id, body, versioned);
    const isPutBack = changes.some(
      (change) => holds(record, change, change.before) && !holds(current, change, change.before),
    );
    return isPutBack ? { kind: 'undone', record } : { kind: 'kept' };
  } catch (error) {
    if (error instanceof SaveCancelledError) return { kind: 'cancelled' };
    throw error;
  }
}

/**
 * The record as the entry left it, as far as the undo is concerned. Its version is the current
 * one, unless a place was overtaken: then one the server never has, so the save is merged.
 */
function entryState(
  changes: readonly HistoryChange[],
  current: StoredRecord,
  isOvertaken: boolean,
): StoredRecord {
  const state: StoredRecord = { ...current };
  for (const change of changes)
    state[change.field] = putAt(state[change.field], change.path ?? [], change.after);
  return { ...state, updated: isOvertaken ? NO_VERSION : current.updated };
}

function holds(record: StoredRecord, change: HistoryChange, value: unknown): boolean {
  return sameFieldValue(valueAt(record[change.field], change.path ?? []), value);
}
