import { randomBytes } from 'node:crypto';
import type { CollectionModel, MessageKind } from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import { encodeValues, insertSql, type RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent } from '../../core/records/record-hooks.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';
import type { RenderedMessage } from './render-shipment-message.ts';

/** A message to put in the outbox: whom, what, about what, and its one cause. */
export type NewMessage = {
  company: string;
  kind: MessageKind;
  recipient: string;
  recipientName: string;
  language: 'es' | 'en';
  partner?: string;
  contact?: string;
  user?: string;
  shipmentCollection?: string;
  shipment?: string;
  topic?: string;
  rendered: RenderedMessage;
  attachments?: unknown[];
  dedupKey: string;
  resendOf?: string;
  /** Set when the message was rendered with it (its unsubscribe link names it). */
  id?: string;
  unsubscribeKey?: string;
};

/** An id and unsubscribe key for a message about to be rendered (its links carry both). */
export function newMessageKeys(): { id: string; unsubscribeKey: string } {
  return { id: newId(), unsubscribeKey: randomBytes(16).toString('base64url') };
}

/**
 * Writes a message into the outbox on `db` (the caller's transaction), queued to go at once.
 * Its `Message-ID` is fixed here, so every try sends the same one. A message whose cause was
 * already queued (same company and dedup key) is not written again: null then.
 */
export async function enqueueMessage(
  db: Db,
  collection: CollectionModel,
  message: NewMessage,
  hostName: string,
  now: Date,
): Promise<ChangeEvent | null> {
  const keys = message.id
    ? { id: message.id, unsubscribeKey: message.unsubscribeKey ?? '' }
    : newMessageKeys();
  const at = formatDateTime(now);
  const record: RecordValues = {
    id: keys.id,
    company: message.company,
    kind: message.kind,
    status: 'queued',
    recipient: message.recipient,
    recipientName: message.recipientName,
    language: message.language,
    partner: message.partner ?? '',
    contact: message.contact ?? '',
    user: message.user ?? '',
    shipmentCollection: message.shipmentCollection ?? '',
    shipment: message.shipment ?? '',
    topic: message.topic ?? '',
    subject: message.rendered.subject,
    body: { text: message.rendered.text, html: message.rendered.html },
    attachments: message.attachments ?? [],
    messageId: `<${keys.id}.${message.kind}@${hostName}>`,
    dedupKey: message.dedupKey,
    resendOf: message.resendOf ?? '',
    attempts: 0,
    nextAttemptAt: at,
    lastAttemptAt: '',
    lastError: '',
    sentAt: '',
    claimedBy: '',
    claimedUntil: '',
    unsubscribeKey: keys.unsubscribeKey,
    created: at,
    updated: at,
  };
  const columns = Object.keys(record);
  const { changes } = await db.run(
    `${insertSql(collection, columns)} ON CONFLICT DO NOTHING`,
    encodeValues(collection, record, columns),
  );
  return changes > 0 ? { action: 'create', collection, record } : null;
}
