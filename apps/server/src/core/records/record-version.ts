import { ApiError, DEFAULT_MESSAGES } from '../../tools/errors.ts';
import { formatDateTime } from '../../tools/dates.ts';
import type { RecordValues } from './record-codec.ts';

/**
 * Versioned saves (docs/decisions/033). A record's version is its `updated` value: every update
 * moves it strictly forward, so a client that read version V can ask the server to write only
 * while the record is still at V (`If-Match: "V"`). A client that sends no condition writes as
 * PocketBase does.
 */

export const VERSION_CONFLICT_MESSAGE = DEFAULT_MESSAGES[409]!;

/**
 * The version an `If-Match` header asks for: null without one (or `*`, any version), otherwise
 * the first entity tag with its quotes and weak prefix taken off.
 */
export function expectedVersion(header: string | undefined): string | null {
  const first = header?.split(',')[0]?.trim() ?? '';
  if (first === '' || first === '*') return null;
  return first.replace(/^W\//, '').replace(/^"(.*)"$/, '$1');
}

/** Refuses the write (409) when the record is no longer at the version the client read. */
export function assertVersion(current: RecordValues, expected: string | null): void {
  if (expected === null || String(current.updated ?? '') === expected) return;
  throw new ApiError(409, VERSION_CONFLICT_MESSAGE);
}

/**
 * The `updated` of a write: now, or one millisecond after the version it replaces when the clock
 * has not moved past it (two writes in one millisecond, a clock set back). Two versions of one
 * record are therefore never equal.
 */
export function nextVersion(previous: unknown, now: Date = new Date()): string {
  const before = typeof previous === 'string' ? Date.parse(previous.replace(' ', 'T')) : NaN;
  const at = Number.isNaN(before) || now.getTime() > before ? now : new Date(before + 1);
  return formatDateTime(at);
}
