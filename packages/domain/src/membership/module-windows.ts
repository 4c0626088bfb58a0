import { requireDate } from '../time/require-date.ts';
import { toDate, type DateInput } from '../time/to-date.ts';

/** One entry of a company's `moduleAccess` (SPEC §3), read for display. */
export type ModuleWindow = {
  moduleId: string;
  enabled: boolean;
  /** ISO instant, or null when the entry has no (readable) start. */
  startAt: string | null;
  /** ISO instant, or null when the entry has no (readable) end. */
  endAt: string | null;
  /** Enabled and inside its window at `now`. */
  isOn: boolean;
  /** Why it is off: switched off, not started yet, or ended; null when on. */
  offReason: ModuleOffReason | null;
};

export type ModuleOffReason = 'disabled' | 'notStarted' | 'ended';

type RawEntry = Record<string, unknown>;

/**
 * The readable entries of `moduleAccess` with whether each is on at `now`. The stored JSON is
 * free-form, so entries without a moduleId are skipped and the dates are read from `startAt` /
 * `endAt` or, failing those, `start` / `end`. A missing start or end leaves that side open.
 *
 * @example moduleWindows([{ moduleId: 'tariffs', enabled: false }], now)[0].offReason // 'disabled'
 */
export function moduleWindows(moduleAccess: unknown, now: DateInput): ModuleWindow[] {
  const nowMs = requireDate(now, 'now').getTime();
  if (!Array.isArray(moduleAccess)) return [];
  return moduleAccess.filter(isEntry).map((entry) => toWindow(entry, nowMs));
}

function isEntry(value: unknown): value is RawEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { moduleId } = value as RawEntry;
  return typeof moduleId === 'string' && moduleId.trim() !== '';
}

function toWindow(entry: RawEntry, nowMs: number): ModuleWindow {
  const start = toDate(entry.startAt ?? entry.start);
  const end = toDate(entry.endAt ?? entry.end);
  const enabled = entry.enabled === true;
  const offReason = reasonOff(enabled, start, end, nowMs);
  return {
    moduleId: String(entry.moduleId).trim(),
    enabled,
    startAt: start?.toISOString() ?? null,
    endAt: end?.toISOString() ?? null,
    isOn: offReason === null,
    offReason,
  };
}

function reasonOff(
  enabled: boolean,
  start: Date | null,
  end: Date | null,
  nowMs: number,
): ModuleOffReason | null {
  if (!enabled) return 'disabled';
  if (start && start.getTime() > nowMs) return 'notStarted';
  if (end && end.getTime() < nowMs) return 'ended';
  return null;
}
