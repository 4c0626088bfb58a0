import { readInstant } from '../time/read-instant.ts';

const DATE_TEXT = /^\d{4}-\d{2}-\d{2}[T ]/;

/**
 * Whether two field values mean the same, as a save compares them: empty values (missing, null,
 * '', []) are equal, dates are equal when they are the same instant in any layout (the server's
 * `2026-03-10 14:00:00.000Z` and the browser's `2026-03-10T14:00:00.000Z`), and JSON values are
 * compared deeply (object key order ignored, array order kept).
 */
export function sameFieldValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const aEmpty = isEmpty(a);
  if (aEmpty || isEmpty(b)) return aEmpty && isEmpty(b);
  if (typeof a === 'string' && typeof b === 'string') return sameDate(a, b);
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameFieldValue(item, b[index]));
  }
  if (isObject(a) && isObject(b)) {
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      if (!sameFieldValue(a[key], b[key])) return false;
    }
    return true;
  }
  return Number.isNaN(a) && Number.isNaN(b);
}

export function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sameDate(a: string, b: string): boolean {
  if (!DATE_TEXT.test(a) || !DATE_TEXT.test(b)) return false;
  const ms = readInstant(a);
  return ms !== null && ms === readInstant(b);
}
