import { SHIPMENT_COLLECTIONS, type ShipmentDocument } from '@rumbo/domain';

/**
 * What the documents section lists: the `documents` entries, then any stored file no entry
 * names (uploaded by another tool), so no file on the server is out of sight.
 */
export function documentEntries(documents: unknown, files: readonly string[]): ShipmentDocument[] {
  const entries = Array.isArray(documents) ? documents.filter(isDocument) : [];
  const named = new Set(entries.map((entry) => entry.file).filter(Boolean));
  const orphans = files
    .filter((file) => !named.has(file))
    .map((file) => ({ id: `file:${file}`, name: file, file }));
  return [...entries, ...orphans];
}

function isDocument(item: unknown): item is ShipmentDocument {
  if (typeof item !== 'object' || item === null) return false;
  const { id, name } = item as Record<string, unknown>;
  return typeof id === 'string' && typeof name === 'string';
}

/** The file types the server accepts for shipment documents, from the collection's schema. */
export function acceptedDocumentTypes(): string {
  const field = SHIPMENT_COLLECTIONS.flatMap((collection) => collection.schema).find(
    (it) => it.name === 'documentFiles',
  );
  const types = field?.options.mimeTypes;
  return Array.isArray(types) ? types.join(',') : '';
}
