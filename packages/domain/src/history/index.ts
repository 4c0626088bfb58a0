// The history of every business record: what changed, compared by path (docs/decisions/065).
export {
  HISTORY_ACTIONS,
  HISTORY_SOURCES,
  isHistorySource,
  type HistoryAction,
  type HistoryActor,
  type HistoryChange,
  type HistoryEntry,
  type HistoryListPage,
  type RecycleBinItem,
  type HistorySource,
} from './history-types.ts';
export { jsonChanges, itemLabel, positionKey, positionOf } from './json-changes.ts';
export { recordChanges, type HistoryField, type RecordChangesInput } from './record-changes.ts';
export { planUndo, isUndoable, putAt, valueAt, type UndoPlan } from './undo-changes.ts';
export {
  COLLECTIONS_WITHOUT_HISTORY,
  HISTORY_COLLECTIONS,
  RESTORE_CODE_FIELD,
  type HistoryPolicy,
} from './history-collections.ts';
