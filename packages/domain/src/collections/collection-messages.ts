import { COLLECTION_IDS, SHIPMENT_COLLECTION_NAMES } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { ACTIVE_MEMBER, IS_COMPANY_SUPERUSER, IS_SIGNED_IN, allOf } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

/** What a message tells (issues 37 and 38: a quote sent to its client). */
export const MESSAGE_KINDS = ['milestone', 'estimate', 'arrivalNotice', 'digest', 'quote'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/**
 * Where a message stands: `queued` until the mail server accepted it (retried with backoff,
 * `lastError` says why the last try failed), `sent` once accepted, `failed` after the last try.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/**
 * The `messages` collection (issue 37, decision 073): the outbox and the log of every e-mail the
 * server sends for a company. A message is written in the same transaction as the change that
 * causes it, already rendered (what the log shows is what goes out), and sent by whichever
 * instance claims it first; only the server writes. A company's superusers read and filter
 * their company's; nobody else does.
 */
export const MESSAGES_COLLECTION = defineCollection({
  id: COLLECTION_IDS.messages,
  name: 'messages',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.select('kind', MESSAGE_KINDS, { required: true }),
    f.select('status', MESSAGE_STATUSES, { required: true }),
    f.text('recipient', { required: true, max: FIELD_LIMITS.line }),
    f.text('recipientName', { max: FIELD_LIMITS.line }),
    f.select('language', ['es', 'en']),
    // Who it is for: a partner's contact, or a colleague (the digest).
    f.text('partner', { max: 15 }),
    f.text('contact', { max: 100 }),
    f.text('user', { max: 15 }),
    f.select('shipmentCollection', SHIPMENT_COLLECTION_NAMES),
    f.text('shipment', { max: 15 }),
    // The milestone or estimate it tells of (a quote's code), for filtering the log.
    f.text('topic', { max: FIELD_LIMITS.code }),
    f.text('subject', { required: true, max: 1000 }),
    // `{ text, html }`: the two parts as they go out (a digest can be long; lists leave it out).
    f.json('body', { maxSize: FIELD_LIMITS.listJson }),
    // Documents rendered when the message is sent, e.g. the arrival notice's PDF.
    f.json('attachments', { maxSize: FIELD_LIMITS.smallJson }),
    f.text('messageId', { max: FIELD_LIMITS.line }),
    // One message per cause: a change replayed or written twice enqueues nothing more.
    f.text('dedupKey', { required: true, max: 500 }),
    f.text('resendOf', { max: 15 }),
    f.number('attempts', { min: 0, noDecimal: true }),
    f.date('nextAttemptAt'),
    f.date('lastAttemptAt'),
    f.text('lastError', { max: 2000 }),
    f.date('sentAt'),
    // The instance sending it right now, and until when its claim holds.
    f.text('claimedBy', { max: 100 }),
    f.date('claimedUntil'),
    // Carried by the message's unsubscribe link: whoever holds the mail may opt out of its kind.
    f.text('unsubscribeKey', { max: 64 }),
  ],
  indexes: [
    sqlIndex('messages', ['company', 'dedupKey'], { isUnique: true }),
    // The sender's question: what is due now.
    sqlIndex('messages', ['status', 'nextAttemptAt']),
    sqlIndex('messages', ['company', 'created']),
    sqlIndex('messages', ['company', 'shipment']),
  ],
  rules: {
    listRule: allOf(IS_SIGNED_IN, ACTIVE_MEMBER, IS_COMPANY_SUPERUSER),
    viewRule: allOf(IS_SIGNED_IN, ACTIVE_MEMBER, IS_COMPANY_SUPERUSER),
    createRule: null,
    updateRule: null,
    deleteRule: null,
  },
});
