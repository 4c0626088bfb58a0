import type { TFunction } from 'i18next';
import { formatDateTime, formatMoney } from '@rumbo/domain';

/** A value as a conflict row shows it: text as is, times in business time, lists by size. */
export function conflictValueText(t: TFunction, value: unknown): string {
  if (value === undefined || value === null || value === '') return t('saveConflict.empty');
  if (typeof value === 'boolean') return t(value ? 'saveConflict.yes' : 'saveConflict.no');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('saveConflict.empty');
    return `${t('saveConflict.items', { count: value.length })}: ${value.map(itemText).join('; ')}`;
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value))
    return formatDateTime(value) || value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

// Fields that name a list item (containers, ULDs, costs, contacts …), first non-empty wins.
const ITEM_NAME_KEYS = [
  'number',
  'uldNumber',
  'name',
  'nombre',
  'description',
  'concept',
  'label',
  'text',
  'carrier',
  'email',
];

function itemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  const named = ITEM_NAME_KEYS.map((key) => record[key]).find(
    (text) => typeof text === 'string' && text.trim() !== '',
  );
  const amount =
    typeof record.amount === 'number'
      ? ` ${formatMoney(record.amount, typeof record.currency === 'string' ? record.currency : '')}`
      : '';
  return `${typeof named === 'string' ? named : '…'}${amount}`.trim();
}
