import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { COLLECTION_IDS, isMessageAddress } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { MailSession } from '../../core/mail/mailer.ts';
import { decodeRow, type RecordValues } from '../../core/records/record-codec.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { companyName } from './shipment-messages.ts';
import { MissingAttachmentError, loadAttachments } from './message-attachments.ts';

/** Said in the log of a message waiting while the settings have no mail server. */
export const NO_MAIL_SERVER = 'not sent: no mail server configured';
/** Tries before a message is marked failed (about two days with the backoff below). */
export const MAX_ATTEMPTS = 10;
/**
 * How long one instance's claim on a message holds unless renewed; renewed every third of it
 * while the mail server is talking, so a send may take as long as the mailer allows, and the
 * claim of an instance that died lapses within this.
 */
export const DEFAULT_CLAIM_MS = 30_000;
/** Messages one claim takes; the round sends them {@link PARALLEL} at a time. */
const BATCH = 20;
/** Connections to the mail server one instance keeps while it has messages to send. */
const PARALLEL = 8;

/** Wait before the next try after `attempts` tries: 30 s, 1 min, 2 min … up to 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);
}

type SenderOptions = { clock: () => Date; pollMs?: number; claimMs?: number };

/**
 * Sends what the outbox holds (decisions 073, 074), on every instance: each round claims up to
 * twenty due messages with one conditional `UPDATE` (a claim names this sender and holds while
 * renewed; two instances never hold one message at once, and a claim of an instance that died
 * lapses in 30 s), sends them eight at a time over pooled connections, each with its fixed
 * `Message-ID`, then marks each sent, or due again after a backoff with the
 * mail server's answer, or failed after the last try. Woken at once when a write queues a
 * message, and every `pollMs` (2 s) for retries and other instances' messages.
 */
export class OutboxSender {
  private readonly claimer = `${hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private readonly claimMs: number;

  constructor(
    private readonly core: Core,
    private readonly options: SenderOptions,
  ) {
    this.claimMs = options.claimMs ?? DEFAULT_CLAIM_MS;
  }

  start(): void {
    this.stopped = false;
    this.poke();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Looks at the outbox now (a message was just queued), or once the round under way ends. */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.round()
      .then(() => undefined)
      .catch((error: unknown) => console.warn('Messages: a send round failed.', error))
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.poke();
        } else this.timer = setTimeout(() => this.poke(), this.options.pollMs ?? 2_000);
      });
  }

  /** Sends until nothing is due; answers how many were tried. */
  async round(): Promise<number> {
    const messages = this.core.collections.find(COLLECTION_IDS.messages);
    if (!messages) return 0;
    if (!this.core.mailer.isEnabled()) {
      await this.noteNoMailServer();
      return 0;
    }
    let tried = 0;
    let session: MailSession | null = null;
    const companies = new Map<string, Promise<RecordValues | null>>();
    try {
      for (;;) {
        const claimedAt = this.options.clock().getTime();
        const claimed = await this.claim();
        if (claimed.length > 0)
          session ??= this.core.mailer.session({ pooled: true, connections: PARALLEL });
        const rows = claimed.map((row) => decodeRow(messages, row));
        await inParallel(rows, PARALLEL, (row) => this.send(row, session!, companies, claimedAt));
        tried += claimed.length;
        if (claimed.length < BATCH || this.stopped) return tried;
      }
    } finally {
      session?.close();
    }
  }

  private async claim(): Promise<Record<string, unknown>[]> {
    const now = this.options.clock();
    const at = formatDateTime(now);
    const token = `${this.claimer}:${randomBytes(6).toString('hex')}`;
    const due = `"status" = 'queued' AND "nextAttemptAt" <= ? AND ("claimedUntil" = '' OR "claimedUntil" IS NULL OR "claimedUntil" < ?)`;
    await this.core.db.run(
      `UPDATE "messages" SET "claimedBy" = ?, "claimedUntil" = ?, "lastAttemptAt" = ?, "attempts" = "attempts" + 1
       WHERE "id" IN (SELECT "id" FROM "messages" WHERE ${due} ORDER BY "nextAttemptAt" LIMIT ${BATCH}) AND ${due}`,
      [token, formatDateTime(new Date(now.getTime() + this.claimMs)), at, at, at, at, at],
    );
    return this.core.db.all(`SELECT * FROM "messages" WHERE "claimedBy" = ?`, [token]);
  }

  private async send(
    message: RecordValues,
    session: MailSession,
    companies: Map<string, Promise<RecordValues | null>>,
    claimedAt: number,
  ): Promise<void> {
    // Later messages of a batch wait for the earlier: a claim older than a third of its time is
    // renewed before its message goes (while sending, the renewal timer below keeps it), and
    // one that lapsed meanwhile (another instance may hold it now) is left alone.
    const fresh = this.options.clock().getTime() - claimedAt < this.claimMs / 3;
    if (!fresh && !(await this.renew(message))) return;
    const company = await this.companyOf(String(message.company), companies);
    const body = (message.body ?? {}) as { text?: string; html?: string };
    const unsubscribe = unsubscribeUrl(this.core.settings.get().meta.appUrl, message);
    const renewal = setInterval(() => void this.renew(message), this.claimMs / 3);
    try {
      const replyTo = String(company?.replyTo ?? '').trim();
      const attachments = await loadAttachments(this.core, message.attachments);
      await session.send({
        to: String(message.recipient),
        toName: String(message.recipientName ?? '') || undefined,
        fromName: company ? companyName(company) : undefined,
        replyTo: isMessageAddress(replyTo) ? replyTo : undefined,
        subject: String(message.subject),
        text: body.text ?? '',
        html: body.html ?? '',
        messageId: String(message.messageId),
        attachments: attachments.length > 0 ? attachments : undefined,
        headers: unsubscribe
          ? {
              'List-Unsubscribe': `<${unsubscribe}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : undefined,
      });
      await this.settle(message, {
        status: 'sent',
        sentAt: formatDateTime(this.options.clock()),
        lastError: '',
      });
    } catch (error) {
      const attempts = Number(message.attempts ?? 1);
      // A file gone for good will not come back with another try.
      const last = attempts >= MAX_ATTEMPTS || error instanceof MissingAttachmentError;
      const next = new Date(this.options.clock().getTime() + retryDelayMs(attempts));
      await this.settle(message, {
        status: last ? 'failed' : 'queued',
        nextAttemptAt: formatDateTime(next),
        lastError: String((error as Error).message ?? error).slice(0, 2000),
      });
    } finally {
      clearInterval(renewal);
    }
  }

  /** The company a message is sent for, read once per round. */
  private companyOf(
    id: string,
    companies: Map<string, Promise<RecordValues | null>>,
  ): Promise<RecordValues | null> {
    let found = companies.get(id);
    if (!found) {
      const model = this.core.collections.find(COLLECTION_IDS.companies);
      found = model ? this.core.reader.findById(model, id) : Promise.resolve(null);
      companies.set(id, found);
    }
    return found;
  }

  /** Extends this sender's claim if it still holds; false when it lapsed or went to another. */
  private async renew(message: RecordValues): Promise<boolean> {
    const now = this.options.clock();
    const until = formatDateTime(new Date(now.getTime() + this.claimMs));
    const { changes } = await this.core.db
      .run(
        `UPDATE "messages" SET "claimedUntil" = ? WHERE "id" = ? AND "claimedBy" = ? AND "claimedUntil" >= ?`,
        [until, String(message.id), String(message.claimedBy), formatDateTime(now)],
      )
      .catch((error: unknown) => {
        console.warn('Messages: a claim could not be renewed.', error);
        return { changes: 0 };
      });
    return changes > 0;
  }

  /** Writes the outcome of this sender's claim, and lets the log's readers hear of it. */
  private async settle(message: RecordValues, outcome: Record<string, string>): Promise<void> {
    const messages = this.core.collections.find(COLLECTION_IDS.messages);
    const columns = Object.keys(outcome);
    const updated = formatDateTime(this.options.clock());
    const { changes } = await this.core.db.run(
      `UPDATE "messages" SET ${columns.map((c) => `"${c}" = ?`).join(', ')}, "claimedBy" = '', "claimedUntil" = '', "updated" = ?
       WHERE "id" = ? AND "claimedBy" = ?`,
      [...columns.map((c) => outcome[c]), updated, String(message.id), String(message.claimedBy)],
    );
    if (changes > 0 && messages)
      await this.core.hooks.afterChange({
        action: 'update',
        collection: messages,
        record: { ...message, ...outcome, claimedBy: '', claimedUntil: '', updated },
      });
  }

  /** Marks what waits while no mail server is set, once, so the log says why. */
  private async noteNoMailServer(): Promise<void> {
    await this.core.db.run(
      `UPDATE "messages" SET "lastError" = ? WHERE "status" = 'queued' AND "lastError" = ''`,
      [NO_MAIL_SERVER],
    );
  }
}

/** Runs `work` on every item, at most `width` at once. */
async function inParallel<T>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/** The message's unsubscribe address, for the header; '' for messages with no contact (digests). */
export function unsubscribeUrl(appUrl: string, message: RecordValues): string {
  if (!message.unsubscribeKey) return '';
  const base = appUrl.replace(/\/+$/, '');
  return `${base}/api/messages/${String(message.id)}/unsubscribe?key=${String(message.unsubscribeKey)}`;
}
