import { listItems, type DocumentLanguage, type DocumentTemplate } from '@rumbo/domain';
import { createHash } from 'node:crypto';
import type { Core } from '../../core/create-core.ts';
import { storedFileName } from '../../core/files/file-names.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { readDocumentSource, type DocumentRequest } from './document-data.ts';
import { shortTitle, writeDocument } from './document-writing.ts';
import { ApiError, badRequest, fieldError, validationError } from '../../tools/errors.ts';

/** A document kept in the record's `documents` list, as the app lists every file of it. */
export type SavedDocument = {
  id: string;
  name: string;
  file: string;
  type: 'generated';
  template: DocumentTemplate;
  language: DocumentLanguage;
  version: number;
  uploadedAtISO: string;
  /** The request that saved it: asking again with the same one returns this version. */
  requestId: string;
  /**
   * Nothing was lacking when it was saved (no draft watermark): a complete arrival notice is
   * issued to the customers who asked for it (issue 37).
   */
  complete: boolean;
};

export type SaveDocumentOptions = {
  /** 8–64 letters or digits of the client's choosing, fresh for each save a person asks for. */
  requestId: string;
  now: () => Date;
  /**
   * The stored file's name instead of a random one, for data that must come out the same on
   * every run (the demo seed). Any name already among the record's files is refused.
   */
  storedName?: (version: number) => string;
};

const ATTEMPTS = 8;

/**
 * Stores a document as the next version of its template among the record's documents (HBL v1,
 * v2 …): the PDF as a file of `documentFiles`, an entry in `documents`. Written with the record's
 * update rule for the caller and `If-Match` on the version it was made from, so two saves at
 * once, or a save beside a colleague's edit, never share a number or lose a change: the one that
 * finds the record changed writes again from the new state. A request id already saved returns
 * that version instead of a second one (a retried request saves once).
 */
export async function saveDocumentVersion(
  core: Core,
  ctx: RequestContext,
  request: DocumentRequest,
  options: SaveDocumentOptions,
): Promise<{ record: Record<string, unknown>; document: SavedDocument }> {
  const { requestId } = options;
  if (!/^[A-Za-z0-9]{8,64}$/.test(requestId))
    throw validationError({
      requestId: fieldError('validation_invalid_format', 'Must be 8 to 64 letters or digits'),
    });
  for (let attempt = 1; ; attempt += 1) {
    // One read per attempt: the PDF is written from the very version the write is based on.
    const source = await readDocumentSource(core, ctx, request, options.now());
    const current = source.shipment;
    const documents = listItems(current.documents);
    const earlier = documents.find((doc) => doc.requestId === requestId);
    if (earlier) return { record: current, document: earlier as SavedDocument };
    const version = nextVersion(documents, source.template);
    const code = String(current.shipmentCode || current.id);
    const name = `${shortTitle(source)} v${version} ${code} (${source.language}).pdf`;
    // Named here, so the entry names its file in the same write.
    const file =
      options.storedName?.(version) ?? storedFileName(`${source.template}_v${version}.pdf`, '.pdf');
    const files = Array.isArray(current.documentFiles) ? current.documentFiles.map(String) : [];
    if (files.includes(file)) throw badRequest('The record already holds a file of that name.');
    const pdf = await writeDocument(source);
    const entry: SavedDocument = {
      id: createHash('sha256').update(requestId).digest('hex').slice(0, 15),
      name,
      file,
      type: 'generated',
      template: source.template,
      language: source.language,
      version,
      uploadedAtISO: options.now().toISOString(),
      requestId,
      complete: source.gaps.length === 0,
    };
    const collection = core.collections.find(source.collection)!;
    try {
      const saved = await core.writer.update(
        collection,
        request.recordId,
        ctx,
        withDocuments(current, [...documents, entry]),
        [
          {
            field: 'documentFiles',
            filename: name,
            data: pdf,
            mimeType: 'application/pdf',
            storedName: file,
          },
        ],
        String(current.updated),
      );
      const [record] = await core.reader.export(collection, [saved], ctx);
      return { record: record!, document: entry };
    } catch (error) {
      const changedMeanwhile = error instanceof ApiError && error.status === 409;
      if (!changedMeanwhile || attempt >= ATTEMPTS) throw error;
      // Savers that collided start again a little apart, so one of them wins the next round.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt));
    }
  }
}

/** One more than the highest version of `template` the record's documents hold. */
function nextVersion(documents: Record<string, unknown>[], template: DocumentTemplate): number {
  const versions = documents
    .filter((doc) => doc.type === 'generated' && doc.template === template)
    .map((doc) => Number(doc.version) || 0);
  return 1 + Math.max(0, ...versions);
}

/**
 * The new `documents` list, and the record's `payload` (the web app's whole object, SPEC §3)
 * with the same list, as the app's own uploads write it: a reader of either sees the document.
 */
function withDocuments(current: Record<string, unknown>, documents: unknown[]) {
  const { payload } = current;
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return { documents };
  return { documents, payload: { ...(payload as Record<string, unknown>), documents } };
}
