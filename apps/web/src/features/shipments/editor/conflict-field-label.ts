import { MILESTONE_LABELS, MODE_MILESTONES, type ShipmentMode } from '@rumbo/domain';
import type { i18n as I18n, TFunction } from 'i18next';
import { formatDateTime } from '#lib/format/format-dates.ts';
import { formatMoney } from '#lib/format/format-numbers.ts';

// Fields the form labels under another name (the reference and status the mode stores).
const FORM_LABEL_OF: Readonly<Record<string, string>> = {
  ref: 'reference',
  operationalStatus: 'status',
};

/** The label a conflict row shows for a field: the form's own where it has one. */
export function conflictFieldLabel(
  { t, i18n }: { t: TFunction; i18n: I18n },
  mode: ShipmentMode,
  field: string,
): string {
  // Keys built from a field name, only used once the catalogue is known to have them. They are
  // looked up untyped: resolving `t` over every key of the typed catalogue cost the type
  // checker over a minute for this one call.
  const translate = t as unknown as (key: string) => string;
  const formKey = `shipmentForm.fields.${FORM_LABEL_OF[field] ?? field}`;
  if (i18n.exists(formKey)) return translate(formKey);
  const milestone = MODE_MILESTONES[mode].find(
    (it) => it.estimated === field || it.actual === field,
  );
  if (milestone) {
    const side = milestone.actual === field ? 'actual' : 'estimated';
    return `${MILESTONE_LABELS[milestone.key]} · ${t(`shipmentForm.milestones.${side}`)}`;
  }
  const ownKey = `shipmentEditor.fieldLabels.${field}`;
  return i18n.exists(ownKey) ? translate(ownKey) : field;
}

/** A value as a conflict row shows it: text as is, times in business time, lists by size. */
export function conflictValueText(t: TFunction, value: unknown): string {
  if (value === undefined || value === null || value === '')
    return t('shipmentEditor.conflict.empty');
  if (typeof value === 'boolean')
    return t(value ? 'shipmentEditor.conflict.yes' : 'shipmentEditor.conflict.no');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('shipmentEditor.conflict.empty');
    return `${t('shipmentEditor.conflict.items', { count: value.length })}: ${value.map(itemText).join('; ')}`;
  }
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value))
    return formatDateTime(value) || value;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function itemText(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  const named = [
    'number',
    'uldNumber',
    'name',
    'description',
    'concept',
    'label',
    'text',
    'carrier',
  ]
    .map((key) => record[key])
    .find((text) => typeof text === 'string' && text.trim() !== '');
  const amount =
    typeof record.amount === 'number'
      ? ` ${formatMoney(record.amount, typeof record.currency === 'string' ? record.currency : '')}`
      : '';
  return `${typeof named === 'string' ? named : '…'}${amount}`.trim();
}
