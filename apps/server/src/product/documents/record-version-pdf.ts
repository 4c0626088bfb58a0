import {
  documentLanguage,
  isTemplateOf,
  listItems,
  type DocumentCollection,
  type DocumentTemplate,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { documentSourceOf } from './document-data.ts';
import { writeDocument } from './document-writing.ts';

/** A document of one version of a record, as an outbox row names what it attaches. */
export type RecordVersionDocument = {
  collection: string;
  record: string;
  template: string;
  language: string;
  version: number;
};

/**
 * The PDF of a record as it stood at one of its versions (a quote as its client was sent it,
 * issue 38): the record itself while it is still at that version, else the earlier version it
 * keeps in `versions` laid over it. Read by the server for itself (the outbox has no caller),
 * dated when that version was sent, so every try and every resend writes the same document.
 * Null when the record, or that version of it, is no longer kept.
 */
export async function writeRecordVersionPdf(
  core: Core,
  wanted: RecordVersionDocument,
): Promise<Buffer | null> {
  const collection = core.collections.find(wanted.collection);
  const language = documentLanguage(wanted.language);
  if (!collection || !language || !isTemplateOf(wanted.collection, wanted.template)) return null;
  const current = await core.reader.findById(collection, wanted.record);
  if (!current) return null;
  const record =
    Number(current.version) === wanted.version
      ? current
      : listItems(current.versions).find((kept) => Number(kept.version) === wanted.version);
  if (!record) return null;
  const sentAt = new Date(String(record.sentAt || current.updated || '').replace(' ', 'T'));
  const source = await documentSourceOf(core, {
    collection: wanted.collection as DocumentCollection,
    template: wanted.template as DocumentTemplate,
    language,
    record: { ...current, ...record },
    issuedAt: Number.isNaN(sentAt.getTime()) ? new Date(0) : sentAt,
  });
  return writeDocument(source);
}
