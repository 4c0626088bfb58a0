import type { ShipmentDocument } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import type { StoredRecord } from '../repository/repository-types.ts';
import { newRecordId } from '../common/record-id.ts';
import type { ShipmentCollection } from '../common/shipment-collection.ts';

const SEND = { requestKey: null } as const;
const FILES_FIELD = 'documentFiles';

/**
 * Stores files in the shipment's protected `documentFiles` (one multipart request through the
 * SDK) and adds a `documents` entry for each, naming the stored file. The entries are added to
 * the server's current list, so a colleague's documents are never dropped. Needs the server:
 * files are not queued offline.
 */
export async function uploadShipmentDocuments(
  collection: ShipmentCollection,
  shipmentId: string,
  files: readonly File[],
  now: Date = new Date(),
): Promise<StoredRecord> {
  const records = pb.collection(collection);
  const before = new Set(fileNames(await records.getOne<StoredRecord>(shipmentId, SEND)));
  const form = new FormData();
  for (const file of files) form.append(FILES_FIELD, file);
  const uploaded = await records.update<StoredRecord>(shipmentId, form, SEND);
  // The server appends in upload order, naming each file anew (`name_random.ext`).
  const stored = fileNames(uploaded).filter((name) => !before.has(name));
  const added: ShipmentDocument[] = files.map((file, index) => ({
    id: newRecordId(),
    name: file.name,
    ...(stored[index] ? { file: stored[index] } : {}),
    type: file.type,
    uploadedAtISO: now.toISOString(),
  }));
  const documents = [...documentList(uploaded), ...added];
  return records.update<StoredRecord>(shipmentId, withPayloadDocuments(uploaded, documents), SEND);
}

/** Removes a document entry and, when it has one, its stored file, in one request. */
export async function removeShipmentDocument(
  collection: ShipmentCollection,
  shipmentId: string,
  document: ShipmentDocument,
): Promise<StoredRecord> {
  const records = pb.collection(collection);
  const current = await records.getOne<StoredRecord>(shipmentId, SEND);
  const documents = documentList(current).filter((item) => item.id !== document.id);
  const files = document.file ? { [`${FILES_FIELD}-`]: [document.file] } : {};
  return records.update<StoredRecord>(
    shipmentId,
    { ...withPayloadDocuments(current, documents), ...files },
    SEND,
  );
}

/**
 * The new `documents` list, and the record's `payload` (the web app's whole object, SPEC §3)
 * with the same list: readers of the payload see an upload or a removal at once, not only after
 * the next save of the form.
 */
function withPayloadDocuments(record: StoredRecord, documents: ShipmentDocument[]) {
  const { payload } = record;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { documents };
  return { documents, payload: { ...(payload as Record<string, unknown>), documents } };
}

/** A file token: protected files need one, and it is valid for two minutes (reference §3.1). */
export function fileToken(): Promise<string> {
  return pb.files.getToken(SEND);
}

/** The download address of a stored file of a shipment, with a file token. */
export function documentFileUrl(
  collection: ShipmentCollection,
  shipmentId: string,
  file: string,
  token: string,
): string {
  return pb.files.getUrl({ id: shipmentId, collectionName: collection }, file, {
    token,
    download: true,
  });
}

export function documentList(record: StoredRecord): ShipmentDocument[] {
  const list = record.documents;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ShipmentDocument =>
      typeof item === 'object' && item !== null && typeof (item as ShipmentDocument).id === 'string',
  );
}

function fileNames(record: StoredRecord): string[] {
  const names = record[FILES_FIELD];
  return Array.isArray(names) ? names.filter((name): name is string => typeof name === 'string') : [];
}
