import type { DocumentLanguage, DocumentTemplate } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import type { StoredRecord } from '../repository/repository-types.ts';
import type { ShipmentCollection } from '../common/shipment-collection.ts';

// The documents the server writes from a shipment (issue 36, docs/decisions/068): read as PDF
// to preview or download, or saved as the next version among the shipment's files. They need
// the server: nothing is written or kept offline.

/** Why the server would not write a document: its message and, for an original, what is lacking. */
export class PaperRefusal extends Error {
  readonly status: number;
  /** The record's fields the document lacks (`portOfLoad`, `containersList.0.number` …). */
  readonly fields: Readonly<Record<string, { code: string; message: string }>>;

  constructor(status: number, message: string, fields: PaperRefusal['fields'] = {}) {
    super(message);
    this.status = status;
    this.fields = fields;
  }
}

function paperPath(
  collection: ShipmentCollection,
  shipmentId: string,
  template: DocumentTemplate,
): string {
  return `/api/documents/${collection}/${encodeURIComponent(shipmentId)}/${template}.pdf`;
}

/** The document as PDF bytes, written from the shipment as the server holds it now. */
export async function fetchPaper(
  collection: ShipmentCollection,
  shipmentId: string,
  template: DocumentTemplate,
  language: DocumentLanguage,
  signal?: AbortSignal,
): Promise<Blob> {
  const url = pb.buildUrl(`${paperPath(collection, shipmentId, template)}?lang=${language}`);
  const response = await fetch(url, {
    headers: pb.authStore.token ? { Authorization: pb.authStore.token } : {},
    signal,
  });
  if (response.ok) return response.blob();
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: PaperRefusal['fields'];
  };
  throw new PaperRefusal(response.status, body.message ?? response.statusText, body.data ?? {});
}

export type SavedPaper = { record: StoredRecord; document: { name: string; version: number } };

/**
 * Saves the document as the next version among the shipment's documents. `requestId` is made
 * once per "save" the person asks for: sent again (a retry after a lost answer), it saves once.
 */
export function savePaper(
  collection: ShipmentCollection,
  shipmentId: string,
  template: DocumentTemplate,
  language: DocumentLanguage,
  requestId: string,
): Promise<SavedPaper> {
  return pb.send<SavedPaper>(paperPath(collection, shipmentId, template), {
    method: 'POST',
    query: { lang: language },
    body: { requestId },
    requestKey: null,
  });
}
