import { BUSINESS_UTC_OFFSET_MINUTES } from '../time/business-time-zone.ts';
import { requireDate } from '../time/require-date.ts';
import type { DateInput } from '../time/to-date.ts';

export type ExportFileNameInput = {
  name: string;
  now: DateInput;
  /**
   * Zone of the timestamp, in minutes east of UTC. Defaults to the UTC−6 business zone; a
   * browser that wants its own zone passes `-new Date().getTimezoneOffset()`.
   */
  utcOffsetMinutes?: number;
};

/** Characters that Windows or macOS refuse in file names, and control characters. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * The spreadsheet export's file name, `{name}_{yyyy-mm-dd_hh-mm}.xls` (SPEC §9). Characters a
 * file system would refuse become '_'; a blank name becomes 'export'.
 *
 * @example exportFileName({ name: 'embarques', now: '2026-01-01T05:30:00Z' })
 * // 'embarques_2025-12-31_23-30.xls'
 */
export function exportFileName({
  name,
  now,
  utcOffsetMinutes = BUSINESS_UTC_OFFSET_MINUTES,
}: ExportFileNameInput): string {
  const wall = new Date(requireDate(now, 'now').getTime() + utcOffsetMinutes * 60_000);
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
  const time = `${pad(wall.getUTCHours())}-${pad(wall.getUTCMinutes())}`;
  return `${safeName(name)}_${date}_${time}.xls`;
}

function safeName(name: unknown): string {
  const cleaned = typeof name === 'string' ? name.replace(UNSAFE_CHARACTERS, '_').trim() : '';
  return cleaned === '' ? 'export' : cleaned;
}
