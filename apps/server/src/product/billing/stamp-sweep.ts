import type { RequestContext } from '../../core/records/identity.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { RepeatingTask } from '../../tools/repeating-task.ts';
import type { BillingServices } from './billing-services.ts';
import { stampInvoice } from './invoice-moves.ts';
import { stampPayment } from './payment-moves.ts';

/** The server's own identity for what it does on its own; `source` says which task in history. */
export function sweepContext(source: string): RequestContext {
  return {
    identity: {
      kind: 'admin',
      admin: {
        id: '',
        email: '',
        avatar: 0,
        tokenKey: '',
        passwordHash: '',
        created: '',
        updated: '',
      },
    },
    method: 'POST',
    query: {},
    headers: { x_rumbo_source: source },
  };
}

const SWEEP = sweepContext('stamp-sweep');

const BATCH = 20;

/**
 * Sends again what was sealed but not stamped (decision 079): a CFDI whose PAC did not answer,
 * or whose instance died while it waited, stays sealed with its claim run out; the sweep gives
 * it the same sealed XML again, so it ends stamped once, whichever instance finds it.
 */
export class StampSweep {
  private readonly task: RepeatingTask;

  constructor(
    private readonly services: BillingServices,
    everyMs: number,
  ) {
    this.task = new RepeatingTask({
      run: () => this.sweep(),
      nextWaitMs: () => everyMs,
      failure: 'Sending sealed CFDI again failed:',
    });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  /** One pass: each sealed invoice and payment whose claim ran out is sent again. */
  async sweep(): Promise<number> {
    const { core, clock } = this.services;
    const now = formatDateTime(clock());
    let sent = 0;
    for (const [table, stamp] of [
      ['invoices', stampInvoice],
      ['payments', stampPayment],
    ] as const) {
      const rows = await core.db.all<{ id: string }>(
        `SELECT "id" FROM "${table}" WHERE "state" = 'sealed' AND "stampClaimUntil" < ? ORDER BY "sealedAt" LIMIT ${BATCH}`,
        [now],
      );
      for (const row of rows) {
        try {
          await stamp(this.services, SWEEP, row.id);
          sent += 1;
        } catch (error) {
          console.warn(`The sealed CFDI of ${table} ${row.id} is still not stamped:`, error);
        }
      }
    }
    return sent;
  }
}
