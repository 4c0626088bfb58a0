import { toDate } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

export type RelativeTimeUnit = 'justNow' | 'minutes' | 'hours' | 'days';

export type RelativeTimeParts = { unit: RelativeTimeUnit; count: number };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago `at` was, in SPEC §2's steps (just now, N min, N h, N d; rounded down), as parts
 * for the catalogue to word. Null for an unreadable time.
 */
export function relativeTimeParts(at: unknown, now: Date): RelativeTimeParts | null {
  const time = toDate(at);
  if (!time) return null;
  const elapsed = now.getTime() - time.getTime();
  if (elapsed < MINUTE_MS) return { unit: 'justNow', count: 0 };
  if (elapsed < HOUR_MS) return { unit: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { unit: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  return { unit: 'days', count: Math.floor(elapsed / DAY_MS) };
}

/** Words a time as "just now", "N min ago", "N h ago" or "N d ago" ('' when unreadable). */
export function useRelativeTime(): (at: unknown, now: Date) => string {
  const { t } = useTranslation();
  return (at, now) => {
    const parts = relativeTimeParts(at, now);
    return parts ? t(`time.relative.${parts.unit}`, { count: parts.count }) : '';
  };
}
