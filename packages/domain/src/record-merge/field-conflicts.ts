import { mergeSubList } from './merge-sub-list.ts';
import { sameFieldValue } from './same-field-value.ts';

/** A field both sides changed to different values since the record was opened. */
export type FieldConflict = { field: string; base: unknown; mine: unknown; theirs: unknown };

/** Which value to keep for each conflicting field. */
export type ConflictChoice = 'mine' | 'theirs';

/**
 * Fields a save never compares: the record's identity and bookkeeping, who saved it last and
 * when, the `payload` copy (rebuilt from the fields on save) and local markers (`__meta` …).
 */
export const CONFLICT_IGNORED_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'created',
  'updated',
  'collectionId',
  'collectionName',
  'expand',
  'payload',
  'updatedBy',
  'updatedByName',
  'updatedByLabel',
  'updatedByEmail',
  'updatedAtISO',
]);

function isCompared(field: string): boolean {
  return !CONFLICT_IGNORED_FIELDS.has(field) && !field.startsWith('__');
}

type Outcome = { value: unknown; conflict: boolean };

/**
 * Three-way comparison of one field: `base` as opened, `mine` as I am saving it, `theirs` as
 * the server has it now. Only one side changed → that side; both to the same value → it; lists
 * both changed → merged item by item when their changes do not collide; otherwise a conflict.
 */
function compareField(base: unknown, mine: unknown, theirs: unknown): Outcome {
  const mineChanged = !sameFieldValue(base, mine);
  if (!mineChanged) return { value: theirs, conflict: false };
  if (sameFieldValue(base, theirs) || sameFieldValue(mine, theirs)) {
    return { value: mine, conflict: false };
  }
  if (Array.isArray(mine) || Array.isArray(theirs)) {
    const merged = mergeSubList(base, mine, theirs);
    if (merged) return { value: merged, conflict: false };
  }
  return { value: undefined, conflict: true };
}

/** A side's value of a field; a field the side does not carry at all counts as unchanged. */
function sideValue(side: Record<string, unknown>, base: Record<string, unknown>, field: string) {
  return Object.hasOwn(side, field) ? side[field] : base[field];
}

function comparedFields(...records: Record<string, unknown>[]): string[] {
  const fields = new Set<string>();
  for (const record of records) for (const field of Object.keys(record)) fields.add(field);
  return [...fields].filter(isCompared);
}

/**
 * The fields that I and someone else both changed, to different values, since the record was
 * opened (`base`); they need the user's choice before saving. A field a side does not carry at
 * all counts as unchanged by it. Empty values (missing, null, '',
 * []) count as one, dates compare as instants, JSON fields compare deeply, and sub-lists both
 * sides edited conflict only where the same item was changed differently (see mergeSubList).
 */
export function fieldConflicts(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): FieldConflict[] {
  const conflicts: FieldConflict[] = [];
  for (const field of comparedFields(base, mine, theirs)) {
    const [my, their] = [sideValue(mine, base, field), sideValue(theirs, base, field)];
    if (compareField(base[field], my, their).conflict) {
      conflicts.push({ field, base: base[field], mine: my, theirs: their });
    }
  }
  return conflicts;
}

/**
 * The record to save after someone else saved theirs: their version with my changes where
 * only I changed a field, theirs where only they did, sub-lists merged item by item, and for
 * each conflict the side `choices` names (theirs when no choice is given, so nothing of theirs
 * is overwritten without asking). Ignored fields (id, times, payload …) come from theirs;
 * rebuild `payload` from the result before saving. A field a side does not carry at all counts
 * as unchanged by that side (clearing a field means setting it to '' or null).
 */
export function mergeFieldChanges(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  choices: Readonly<Record<string, ConflictChoice>>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...mine, ...theirs };
  for (const field of comparedFields(base, mine, theirs)) {
    const [my, their] = [sideValue(mine, base, field), sideValue(theirs, base, field)];
    const outcome = compareField(base[field], my, their);
    const value = outcome.conflict ? (choices[field] === 'mine' ? my : their) : outcome.value;
    if (value === undefined) delete merged[field];
    else merged[field] = value;
  }
  return merged;
}
