import { pb } from '#lib/pocketbase.ts';

/** Where a message stands as the log words it: the server's `queued` split in two. */
export type MessageState = 'sent' | 'waiting' | 'failing' | 'failed';

export const MESSAGE_STATES: readonly MessageState[] = ['sent', 'waiting', 'failing', 'failed'];

/** What the log is filtered by ('' = any). */
export type MessageLogView = { state: MessageState | ''; kind: string; search: string };

/**
 * A queued message is failing once a try came back with the mail server's answer; before that
 * (no try yet, or the first one under way, or no mail server to try) it is waiting.
 */
const STATE_FILTERS: Record<MessageState, string> = {
  sent: "status = 'sent'",
  failed: "status = 'failed'",
  waiting: "status = 'queued' && (attempts = 0 || lastError = '')",
  failing: "status = 'queued' && attempts > 0 && lastError != ''",
};

/** The state of one message, as the log's badge shows it. */
export function messageState(message: {
  status: string;
  attempts?: number | null;
  lastError?: string | null;
}): MessageState {
  if (message.status === 'sent' || message.status === 'failed') return message.status;
  return (message.attempts ?? 0) > 0 && message.lastError ? 'failing' : 'waiting';
}

/**
 * The record API filter of the log's view: its state, its kind, and the search text found in
 * the recipient's address or name or in the subject. The text is bound through `pb.filter`
 * (quotes escaped), and its LIKE wildcards are escaped so that it is matched as typed.
 */
export function messageLogFilter({ state, kind, search }: MessageLogView): string {
  const text = likeLiteral(search.trim());
  return [
    state ? `(${STATE_FILTERS[state]})` : '',
    kind ? pb.filter('kind = {:kind}', { kind }) : '',
    text
      ? pb.filter('(recipient ~ {:text} || recipientName ~ {:text} || subject ~ {:text})', {
          text,
        })
      : '',
  ]
    .filter(Boolean)
    .join(' && ');
}

/**
 * A "contains" value for `~` that means the text itself: `%` and `_` escaped. Backslashes are
 * dropped (no address or subject holds one), so none can escape the closing quote.
 */
export function likeLiteral(text: string): string {
  return text.replace(/\\/g, '').replace(/[%_]/g, (char) => `\\${char}`);
}
