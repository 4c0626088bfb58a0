import {
  formatLocalCounter,
  localCounterFormat,
  type LocalCounterKind,
} from './format-local-counter.ts';

/**
 * The local id after the highest existing one of the same kind (`S-0009` → `S-0010`).
 * Ids of other kinds, remote ids and malformed values are ignored; prefixes match in any case.
 *
 * @example nextLocalCounter('partner', ['P001', 'P007', 'abc']) // 'P008'
 */
export function nextLocalCounter(kind: LocalCounterKind, existingIds: Iterable<unknown>): string {
  return formatLocalCounter(kind, highestLocalCounter(kind, existingIds) + 1);
}

/** The highest counter value among the ids of a kind, or 0 when there is none. */
export function highestLocalCounter(
  kind: LocalCounterKind,
  existingIds: Iterable<unknown>,
): number {
  const { prefix } = localCounterFormat(kind);
  const pattern = new RegExp(`^${escapeRegExp(prefix)}(\\d+)$`, 'i');
  let highest = 0;
  for (const id of existingIds) {
    const digits = typeof id === 'string' ? pattern.exec(id.trim())?.[1] : undefined;
    const value = Number(digits);
    if (digits && Number.isSafeInteger(value)) highest = Math.max(highest, value);
  }
  return highest;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
