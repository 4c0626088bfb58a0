import { objectItems, type DocumentLanguage, type DocumentTemplate } from '@rumbo/domain';
import { randomUUID } from 'node:crypto';
import type { Core } from '../../core/create-core.ts';
import { storedFileName } from '../../core/files/file-names.ts';
import type { RequestContext } from '../../core/records/identity.ts';
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
};

export type SaveDocumentInput = {
  collection: string;
  recordId: string;
  template: DocumentTemplate;
  language: DocumentLanguage;
  /** 8–64 letters or digits of the client's choosing, fresh for each save a person asks for. */
  requestId: string;
  /** Writes the PDF from the record as it is now. */
  write: () => Promise<Buffer>;
  label: string;
  code: string;
  now: () => Date;
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
  input: SaveDocumentInput,
): Promise<{ record: Record<string, unknown>; document: SavedDocument }> {
  if (!/^[A-Za-z0-9]{8,64}$/.test(input.requestId))
    throw validationError({
      requestId: fieldError('validation_invalid_format', 'Must be 8 to 64 letters or digits'),
    });
  const collection = core.collections.find(input.collection);
  if (!collection) throw badRequest('Unknown collection.');
  for (let attempt = 1; ; attempt += 1) {
    const current = await core.reader.view(collection, input.recordId, ctx);
    const documents = objectItems(current.documents);
    const earlier = documents.find((doc) => doc.requestId === input.requestId);
    if (earlier) return { record: current, document: earlier as SavedDocument };
    const version =
      1 +
      Math.max(
        0,
        ...documents
          .filter((doc) => doc.type === 'generated' && doc.template === input.template)
          .map((doc) => Number(doc.version) || 0),
      );
    const name = `${input.label} v${version} ${input.code} (${input.language}).pdf`;
    // Named here, so the entry names its file in the same write.
    const file = storedFileName(`${input.template}_v${version}.pdf`, '.pdf');
    const pdf = await input.write();
    try {
      const saved = await core.writer.update(
        collection,
        input.recordId,
        ctx,
        {
          documents: [
            ...documents,
            {
              id: randomUUID().replaceAll('-', '').slice(0, 15),
              name,
              file,
              type: 'generated',
              template: input.template,
              language: input.language,
              version,
              uploadedAtISO: input.now().toISOString(),
              requestId: input.requestId,
            },
          ],
        },
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
      const document = objectItems(saved.documents).find(
        (doc) => doc.requestId === input.requestId,
      );
      return { record: record!, document: document as SavedDocument };
    } catch (error) {
      const changedMeanwhile = error instanceof ApiError && error.status === 409;
      if (!changedMeanwhile || attempt >= ATTEMPTS) throw error;
      // Savers that collided start again a little apart, so one of them wins the next round.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 15 * attempt));
    }
  }
}
