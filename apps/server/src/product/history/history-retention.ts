import type { Core } from '../../core/create-core.ts';
import { formatDateTime } from '../../tools/dates.ts';

const DAY_MS = 86_400_000;
const EVERY_MS = 3_600_000;

export type Purged = { entries: number; binned: number };

/**
 * Applies the retention settings once: history entries older than `history.maxDays` (0 keeps
 * them forever) and deleted records that waited `history.recycleBinDays` in the bin, with their
 * files. Each instance may run it; a bin row is claimed by the delete that removes it, so its
 * files are removed once.
 */
export async function purgeExpired(core: Core, now: Date): Promise<Purged> {
  const { maxDays, recycleBinDays } = core.settings.get().history;
  let entries = 0;
  if (maxDays > 0) {
    const cutoff = formatDateTime(new Date(now.getTime() - maxDays * DAY_MS));
    ({ changes: entries } = await core.db.run(`DELETE FROM "_history" WHERE "created" < ?`, [
      cutoff,
    ]));
  }
  const cutoff = formatDateTime(new Date(now.getTime() - recycleBinDays * DAY_MS));
  const gone = await core.db.transaction((tx) =>
    tx.all(`DELETE FROM "_recycleBin" WHERE "deleted" < ? RETURNING "collectionId", "recordId"`, [
      cutoff,
    ]),
  );
  for (const row of gone)
    await core.writer.removeKeptFiles(String(row.collectionId), String(row.recordId));
  return { entries, binned: gone.length };
}

/** Runs `purgeExpired` now and every hour while the server runs. */
export class RetentionTimer {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly core: Core,
    private readonly clock: () => Date,
  ) {}

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), EVERY_MS);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private tick(): void {
    this.running = purgeExpired(this.core, this.clock()).catch((error: unknown) => {
      console.error('The history retention could not run:', error);
    });
  }
}
