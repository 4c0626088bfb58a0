import { contactMessaging, isMessageAddress } from '../messages/message-recipients.ts';
import type { MessageRecipient } from '../messages/message-recipients.ts';
import { listItems } from '../shipments/list-items.ts';

/** Why a contact picked to receive a quote cannot (the server answers it at `recipients`). */
export type QuoteRecipientProblem = { contact: string; code: 'unknown' | 'noAddress' };

export type QuoteRecipients = {
  recipients: MessageRecipient[];
  problems: QuoteRecipientProblem[];
};

/** The picked contact ids of a quote as stored (`recipients`): texts, each once, in order. */
export function quoteRecipientIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.filter((id): id is string => typeof id === 'string' && id.trim() !== '');
  return [...new Set(ids.map((id) => id.trim()))];
}

/**
 * Whom a sent quote is e-mailed to (issue 38): each picked contact of the client partner, in the
 * contact's language, each address once. The person picked them for this quote, so no opt-in is
 * asked; a contact the partner no longer has, or one without a deliverable address, is a problem
 * the server refuses the sending with rather than a message that silently never goes.
 */
export function quoteRecipients(
  partnerId: string,
  partner: Readonly<Record<string, unknown>> | null,
  picked: readonly string[],
): QuoteRecipients {
  const contacts = new Map(
    listItems(partner?.contacts).map((contact) => [String(contact.id ?? ''), contact]),
  );
  const seen = new Set<string>();
  const recipients: MessageRecipient[] = [];
  const problems: QuoteRecipientProblem[] = [];
  for (const id of picked) {
    const contact = contacts.get(id);
    if (!contact) {
      problems.push({ contact: id, code: 'unknown' });
      continue;
    }
    const email = typeof contact.email === 'string' ? contact.email.trim() : '';
    if (!isMessageAddress(email)) {
      problems.push({ contact: id, code: 'noAddress' });
      continue;
    }
    if (seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    recipients.push({
      partner: partnerId,
      contact: id,
      email,
      name: typeof contact.nombre === 'string' ? contact.nombre.trim() : '',
      language: contactMessaging(contact).language,
    });
  }
  return { recipients, problems };
}
