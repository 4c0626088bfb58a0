import type { FieldType, ShipmentMode } from '@rumbo/domain';
import { MIRRORED_FIELDS, editorFields } from './shipment-fields.ts';

/** The flat shipment the form edits: the record's fields, dates as ISO strings. */
export type ShipmentValue = Record<string, unknown>;

/**
 * The form's value of a stored record: the server's date layout becomes ISO, gaps get their
 * type's empty value, and a source field left empty takes its mirror's text (a record written
 * elsewhere may carry only `reference` or `status`), so a save never blanks what was there.
 */
export function toShipmentValue(
  mode: ShipmentMode,
  record: Record<string, unknown>,
): ShipmentValue {
  const value: ShipmentValue = {};
  for (const { name, type } of editorFields(mode)) value[name] = fieldValue(type, record[name]);
  for (const [mirror, source] of Object.entries(MIRRORED_FIELDS[mode])) {
    if (value[source] === '' && value[mirror] !== '') value[source] = value[mirror];
    else value[mirror] = value[source];
  }
  return value;
}

/** An empty value of a mode: every field present, so "unchanged" compares like with like. */
export function emptyShipmentValue(mode: ShipmentMode): ShipmentValue {
  return toShipmentValue(mode, {});
}

function fieldValue(type: FieldType, raw: unknown): unknown {
  switch (type) {
    case 'date':
      return toIsoDate(raw);
    case 'json':
      // Every JSON field of a shipment is a list (containers, cost rows, legs…).
      return Array.isArray(raw) ? raw : [];
    case 'number':
      return typeof raw === 'number' && Number.isFinite(raw) ? raw : null;
    case 'bool':
      return raw === true;
    default:
      return typeof raw === 'string' ? raw : '';
  }
}

/** `2026-01-05 10:00:00.000Z` (record layout) or any parseable time → ISO; '' when empty or unreadable. */
export function toIsoDate(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '') return '';
  const date = new Date(raw.trim().replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
