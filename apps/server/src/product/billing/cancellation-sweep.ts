import { RepeatingTask } from '../../tools/repeating-task.ts';
import type { BillingServices } from './billing-services.ts';
import { checkCancellation, type CancellationOutcome } from './cancellation-check.ts';
import { collectionNamed } from './server-writes.ts';
import { sweepContext } from './stamp-sweep.ts';

const SWEEP = sweepContext('cancellation-sweep');

/** How many waiting cancellations one pass found in each state. */
export type CancellationSweepResult = Record<Exclude<CancellationOutcome, 'none'>, number>;

/**
 * Asks the SAT, every `everyMs` (15 minutes unless configured), about each cancellation still
 * waiting for the client (decision 081). Every instance sweeps: asking only reads, and what is
 * learned is written in a transaction that finds the record still waiting, so two instances
 * write it once. The oldest requests go first; a PAC that does not answer is asked next time.
 */
export class CancellationSweep {
  private readonly task: RepeatingTask;

  constructor(
    private readonly services: BillingServices,
    everyMs: number,
  ) {
    this.task = new RepeatingTask({
      run: () => this.sweep(),
      nextWaitMs: () => everyMs,
      // Nothing waits on a fresh start: the first pass comes one interval later.
      firstWaitMs: everyMs,
      failure: 'Asking the SAT about waiting cancellations failed:',
    });
  }

  start(): void {
    this.task.start();
  }

  stop(): Promise<void> {
    return this.task.stop();
  }

  async sweep(): Promise<CancellationSweepResult> {
    const { core } = this.services;
    const result: CancellationSweepResult = { pending: 0, cancelled: 0, refused: 0 };
    for (const owner of ['invoices', 'payments'] as const) {
      const rows = await core.db.all<{ id: string }>(
        `SELECT "id" FROM "${owner}" WHERE "state" <> 'cancelled' AND COALESCE("cancelReason", '') <> '' ORDER BY "updated"`,
      );
      for (const row of rows) {
        const record = await core.reader.findById(collectionNamed(core, owner), row.id);
        if (!record) continue;
        try {
          const outcome = await checkCancellation(this.services, SWEEP, owner, record);
          if (outcome !== 'none') result[outcome] += 1;
        } catch (error) {
          const why = error instanceof Error ? error.message : String(error);
          console.warn(`The SAT could not be asked about ${owner} ${row.id}: ${why}`);
        }
      }
    }
    return result;
  }
}
