import { itemLabel, formatDay, formatShortDateTime, formatNumber } from '@rumbo/domain';
import type { TFunction } from 'i18next';

/** Longer texts are cut here: a line of the history names a value, it does not print a note. */
const MAX_TEXT = 80;

const TIME_PATTERN = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/**
 * A value as a line of the history shows it: empty as "(empty)", yes/no, numbers grouped,
 * stored times in business time through the app's formatters (calendar-day fields as the day),
 * a list item by its label, a list by its size, long text cut.
 */
export function historyValueText(t: TFunction, value: unknown, isDay = false): string {
  if (value === undefined || value === null || value === '') return t('history.empty');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (typeof value === 'number') return formatNumber(value, { maxDecimals: 3 }) || String(value);
  if (Array.isArray(value))
    return value.length === 0 ? t('history.empty') : t('history.items', { count: value.length });
  if (typeof value === 'object')
    return itemLabel(value as Record<string, unknown>) ?? t('history.anItem');
  const text = String(value);
  if (TIME_PATTERN.test(text)) return (isDay ? formatDay(text) : formatShortDateTime(text)) || text;
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text;
}
