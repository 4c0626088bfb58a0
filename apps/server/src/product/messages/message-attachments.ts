import { listItems } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { ApiError } from '../../tools/errors.ts';
import { writeRecordVersionPdf } from '../documents/record-version-pdf.ts';

/**
 * A file a message carries, as its outbox row names it: a stored file of a record, or a document
 * of one version of a record (`template`, `language`, `version`: a quote as it was sent).
 */
type StoredAttachment = {
  collection: string;
  record: string;
  file: string;
  template: string;
  language: string;
  version: number;
  name: string;
  contentType: string;
};

/** An attachment that is no longer stored (its record or file was deleted): the message fails. */
export class MissingAttachmentError extends Error {}

/**
 * The files a message carries, read from storage when it is sent (the outbox row names them;
 * the PDF itself stays where the shipment keeps it, written once).
 */
export async function loadAttachments(
  core: Core,
  attachments: unknown,
): Promise<{ filename: string; content: Buffer; contentType: string }[]> {
  const loaded = [];
  for (const item of listItems(attachments) as Partial<StoredAttachment>[]) {
    const collection = core.collections.find(String(item.collection ?? ''));
    const name = String(item.name || item.file || 'document.pdf');
    if (item.template && item.record) {
      loaded.push(await versionDocument(core, item, name));
      continue;
    }
    if (!collection || !item.record || !item.file)
      throw new MissingAttachmentError(`attachment no longer available: ${name}`);
    try {
      const served = await core.files.findShared(collection, item.record, item.file);
      const chunks: Buffer[] = [];
      for await (const chunk of await served.open()) chunks.push(Buffer.from(chunk as Buffer));
      loaded.push({
        filename: name,
        content: Buffer.concat(chunks),
        contentType: String(item.contentType || served.mimeType),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        throw new MissingAttachmentError(`attachment no longer available: ${name}`);
      throw error;
    }
  }
  return loaded;
}

async function versionDocument(core: Core, item: Partial<StoredAttachment>, name: string) {
  const pdf = await writeRecordVersionPdf(core, {
    collection: String(item.collection ?? ''),
    record: String(item.record ?? ''),
    template: String(item.template ?? ''),
    language: String(item.language ?? ''),
    version: Number(item.version),
  });
  if (!pdf) throw new MissingAttachmentError(`attachment no longer available: ${name}`);
  return { filename: name, content: pdf, contentType: 'application/pdf' };
}
