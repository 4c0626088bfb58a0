import {
  COLLECTION_IDS,
  quoteRecipientIds,
  quoteRecipients,
  type MessageRecipient,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { decodeRow, type RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent, UpdateWrittenEvent } from '../../core/records/record-hooks.ts';
import { fieldError, validationError } from '../../tools/errors.ts';
import { newId } from '../../tools/ids.ts';
import { documentTexts } from '../documents/layout/document-texts.ts';
import { enqueueMessage } from '../messages/message-rows.ts';
import { companyName, hostOf } from '../messages/shipment-messages.ts';
import { dayOf, optionsOf } from './quote-checks.ts';
import { renderQuoteMessage } from './quote-message.ts';

/**
 * The client's contacts a quote about to be sent names in `recipients`, checked against the
 * client partner as stored now: a contact it no longer has, or one without a deliverable address,
 * refuses the sending at `recipients` (the person sees whom to fix), so no message is queued that
 * could never go.
 */
export async function checkQuoteRecipients(
  core: Core,
  quote: Record<string, unknown>,
): Promise<void> {
  const picked = quoteRecipientIds(quote.recipients);
  if (picked.length === 0) return;
  const client = String(quote.client ?? '');
  const partner = await readClient(core, String(quote.company ?? ''), client);
  const [problem] = quoteRecipients(client, partner, picked).problems;
  if (!problem) return;
  const contact = contactName(partner, problem.contact);
  throw validationError({
    recipients:
      problem.code === 'unknown'
        ? fieldError(
            'validation_quote_recipient',
            `The client has no contact ${contact}: pick the recipients again.`,
          )
        : fieldError(
            'validation_quote_recipient_address',
            `${contact} has no valid e-mail address: correct it on the partner or leave it out.`,
          ),
  });
}

/**
 * The e-mails a quote's write causes (issue 38), written into the outbox in the write's own
 * transaction: when a version is sent, or more contacts are picked for the version already sent,
 * one message per picked contact, in their language, with that version's PDF attached (rendered
 * when it goes, from the version kept). One message per version and address ever
 * (`quote|{id}|v{version}|{address}`), whatever is retried, replayed or sent twice at once.
 */
export async function enqueueQuoteMessages(
  core: Core,
  event: UpdateWrittenEvent,
  now: Date,
): Promise<ChangeEvent[]> {
  const { before, after } = event;
  if (after.state !== 'sent') return [];
  const version = Number(after.version || 1);
  const picked = quoteRecipientIds(after.recipients);
  const sentNow = before.state !== 'sent' || Number(before.version || 1) !== version;
  const morePicked = picked.some((id) => !quoteRecipientIds(before.recipients).includes(id));
  if (picked.length === 0 || (!sentNow && !morePicked)) return [];
  const messages = core.collections.find(COLLECTION_IDS.messages);
  const companies = core.collections.find(COLLECTION_IDS.companies);
  const company = String(after.company ?? '');
  const companyRow = companies ? await core.reader.findById(companies, company) : null;
  if (!messages || !companyRow) return [];
  const client = String(after.client ?? '');
  const partner = await readClient(core, company, client);
  const { recipients } = quoteRecipients(client, partner, picked);
  const { appUrl } = core.settings.get().meta;
  const changes: ChangeEvent[] = [];
  for (const recipient of recipients) {
    const queued = await enqueueMessage(
      core.db,
      messages,
      quoteMessage(after, recipient, companyName(companyRow), version),
      hostOf(appUrl),
      now,
    );
    if (queued) changes.push(queued);
  }
  return changes;
}

function quoteMessage(
  quote: RecordValues,
  recipient: MessageRecipient,
  company: string,
  version: number,
) {
  const code = String(quote.code || quote.id);
  const { language } = recipient;
  const documentName = `${documentTexts(language).titles.quote} ${code} v${version}.pdf`;
  return {
    id: newId(),
    unsubscribeKey: '',
    company: String(quote.company),
    kind: 'quote' as const,
    recipient: recipient.email,
    recipientName: recipient.name,
    language,
    partner: recipient.partner,
    contact: recipient.contact,
    topic: code,
    rendered: renderQuoteMessage({
      language,
      recipientName: recipient.name,
      companyName: company,
      code,
      version,
      origin: String(quote.origin ?? ''),
      destination: String(quote.destination ?? ''),
      validUntil: dayOf(quote.validUntil),
      optionCount: optionsOf(quote.options).length,
      documentName,
    }),
    attachments: [
      {
        collection: 'quotes',
        record: String(quote.id),
        template: 'quote',
        language,
        version,
        name: documentName,
        contentType: 'application/pdf',
      },
    ],
    dedupKey: ['quote', String(quote.id), `v${version}`, recipient.email.toLowerCase()].join('|'),
  };
}

async function readClient(core: Core, company: string, id: string): Promise<RecordValues | null> {
  const partners = core.collections.find(COLLECTION_IDS.partners);
  if (!partners || !id) return null;
  const row = await core.db.get('SELECT * FROM "partners" WHERE "id" = ? AND "company" = ?', [
    id,
    company,
  ]);
  return row ? decodeRow(partners, row) : null;
}

function contactName(partner: RecordValues | null, id: string): string {
  const contacts = Array.isArray(partner?.contacts) ? partner.contacts : [];
  const contact = contacts.find(
    (item): item is Record<string, unknown> =>
      typeof item === 'object' && item !== null && (item as { id?: unknown }).id === id,
  );
  const name = typeof contact?.nombre === 'string' ? contact.nombre.trim() : '';
  return name || id;
}
