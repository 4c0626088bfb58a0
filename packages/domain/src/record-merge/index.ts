// Three-way merging of a record someone else saved meanwhile: one mechanism for every collection
// (docs/decisions/016, 033).
export {
  CONFLICT_IGNORED_FIELDS,
  mergeFieldChanges,
  fieldConflicts,
  type ConflictChoice,
  type FieldConflict,
} from './field-conflicts.ts';
export { sameFieldValue } from './same-field-value.ts';
export {
  mergeQueuedUpdate,
  type MergeQueuedUpdateInput,
  type MergedQueuedUpdate,
  type QueuedUpdateBase,
} from './merge-queued-update.ts';
