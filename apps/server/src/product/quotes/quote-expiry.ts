import { COLLECTION_IDS, quoteExpiresAt, todayInBusinessTime } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { ChangeEvent } from '../../core/records/record-hooks.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { RepeatingTask } from '../../tools/repeating-task.ts';

/**
 * Sent quotes run out at the end of their validity day in business time (decision 075). Every
 * instance looks at start and then every `everyMs`; each quote is moved with a conditional
 * `UPDATE` (still sent, still past its day), so two instances expire it once, and the change is
 * announced like any write (realtime, other instances).
 */
export class QuoteExpiry {
  private readonly task = new RepeatingTask({
    run: () => this.expireDue(),
    nextWaitMs: () => this.options.everyMs,
    failure: 'Quotes: expiring quotes failed.',
  });

  constructor(
    private readonly core: Core,
    private readonly options: { clock: () => Date; everyMs: number },
  ) {}

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** Expires every sent quote whose day is over; how many it expired. */
  async expireDue(): Promise<number> {
    const quotes = this.core.collections.find(COLLECTION_IDS.quotes);
    if (!quotes) return 0;
    const now = this.options.clock();
    // Days before today (business time) are over; quoteExpiresAt says the same per quote.
    const today = `${todayInBusinessTime(now)} 00:00:00.000Z`;
    const due = await this.core.db.all<{ id: string; validUntil: string }>(
      `SELECT "id", "validUntil" FROM "quotes" WHERE "state" = 'sent' AND "validUntil" < ?`,
      [today],
    );
    const over = due.filter((row) => {
      const end = quoteExpiresAt(String(row.validUntil).slice(0, 10));
      return end !== null && end.getTime() <= now.getTime();
    });
    if (over.length === 0) return 0;
    const stamp = formatDateTime(now);
    const changes = await this.core.db.transaction(async () => {
      const written: ChangeEvent[] = [];
      for (const row of over) {
        const { changes: moved } = await this.core.db.run(
          `UPDATE "quotes" SET "state" = 'expired', "updated" = ? WHERE "id" = ? AND "state" = 'sent' AND "validUntil" < ?`,
          [stamp, row.id, today],
        );
        if (moved === 0) continue;
        const record = await this.core.reader.findById(quotes, row.id);
        if (record) written.push({ action: 'update', collection: quotes, record });
      }
      await this.core.hooks.committing(written);
      return written;
    });
    for (const change of changes) await this.core.hooks.afterChange(change);
    return changes.length;
  }
}
