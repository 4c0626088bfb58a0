import { isMilestoneKey, toDate, type ShipmentListRow, type ShipmentMode } from '@rumbo/domain';
import type { StoredRecord } from '../repository/repository-types.ts';

type ListRowColumns = Omit<ShipmentListRow, 'id' | 'mode' | 'createdAt' | 'updatedAt' | 'searchText'>;

const TEXT_COLUMNS = [
  'code',
  'reference',
  'shipper',
  'consignee',
  'client',
  'origin',
  'destination',
  'status',
  'priority',
] as const;

/**
 * The list row of a record the server sent with the list's fields only: its `listRow` (kept by
 * the server from the whole record with the domain's `toShipmentListRow`) with the record's own
 * id and times. Anything unreadable in it reads as empty rather than failing the list.
 */
export function rowFromListRecord(mode: ShipmentMode, record: StoredRecord): ShipmentListRow {
  const columns = readColumns(record.listRow);
  return {
    id: record.id,
    mode,
    ...columns,
    createdAt: isoOrEmpty(record.created),
    updatedAt: isoOrEmpty(record.updated),
    // Searching is the server's; a row read from it is never searched in the browser.
    searchText: '',
  };
}

function readColumns(value: unknown): ListRowColumns {
  const source = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const texts = Object.fromEntries(
    TEXT_COLUMNS.map((name) => [name, typeof source[name] === 'string' ? source[name] : '']),
  ) as Omit<ListRowColumns, 'nextMilestone'>;
  return { ...texts, nextMilestone: readMilestone(source.nextMilestone) };
}

function readMilestone(value: unknown): ShipmentListRow['nextMilestone'] {
  if (typeof value !== 'object' || value === null) return null;
  const { key, estimatedAt } = value as Record<string, unknown>;
  const at = isoOrEmpty(estimatedAt);
  return isMilestoneKey(key) && at !== '' ? { key, estimatedAt: at } : null;
}

function isoOrEmpty(value: unknown): string {
  return toDate(value)?.toISOString() ?? '';
}
