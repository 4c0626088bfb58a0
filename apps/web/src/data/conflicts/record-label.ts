import type { RepositoryCollection, StoredRecord } from '../repository/repository-types.ts';

// The fields that name a record to a person, per collection, first non-empty wins.
const LABEL_FIELDS: Partial<Record<RepositoryCollection, readonly string[]>> = {
  shipments_ocean: ['shipmentCode', 'reference', 'ref'],
  shipments_air: ['shipmentCode', 'reference', 'ref'],
  shipments_land: ['shipmentCode', 'reference', 'ref'],
  partners: ['displayName', 'razonSocial', 'nombreCompleto', 'rfc'],
  companies: ['name', 'razon_social'],
  users: ['nombreCompleto', 'email'],
  tariffs: ['charge', 'carrier'],
};

/** How a record is named in lists of changes: its code, name or email ('' when it has none). */
export function recordLabel(
  collection: RepositoryCollection,
  record: Partial<StoredRecord>,
): string {
  for (const field of LABEL_FIELDS[collection] ?? []) {
    const value = record[field];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
}
