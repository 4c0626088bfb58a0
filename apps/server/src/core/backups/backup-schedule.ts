import { Cron } from 'croner';
import type { SettingsStore } from '../settings/settings-store.ts';
import { cronerPattern } from '../settings/cron-expression.ts';
import { AUTO_BACKUP_PREFIX } from './backup-names.ts';
import type { BackupInfo } from './backup-manager.ts';

/** What the schedule needs of the backup manager. */
export type ScheduledBackups = {
  createAuto(now: Date): Promise<string>;
  list(): Promise<BackupInfo[]>;
  delete(key: string): Promise<void>;
};

type Deps = {
  settings: SettingsStore;
  backups: ScheduledBackups;
  /** Where a failed scheduled backup or prune is reported (no request to answer). */
  report?: (message: string, error: unknown) => void;
};

/**
 * Automatic backups on `backups.cron` (UTC, minute precision, as PocketBase): each run writes an
 * `@auto_pb_backup_…` archive, then deletes the oldest automatic archives beyond
 * `backups.cronMaxKeep`; manual and uploaded archives are never pruned. The job is armed while
 * the server serves (`start` … `stop`) and re-armed on every settings change (a restore
 * included); an empty `backups.cron` disarms it. Runs never overlap: a run due while one is
 * under way is skipped.
 */
export class BackupSchedule {
  private readonly deps: Deps;
  private job: Cron | null = null;
  private started = false;
  private running: Promise<string | null> | null = null;

  constructor(deps: Deps) {
    this.deps = deps;
    deps.settings.onChange(() => {
      if (this.started) this.arm();
    });
  }

  start(): void {
    this.started = true;
    this.arm();
  }

  stop(): void {
    this.started = false;
    this.disarm();
  }

  /** When the next automatic backup is due, or null while none is scheduled. */
  nextRun(): Date | null {
    return this.job?.nextRun() ?? null;
  }

  /**
   * Runs the backup if `now` falls in a minute the schedule names; the timer calls `run` itself,
   * this is the same decision for a clock of the caller's (tests, no waiting for the minute).
   * Resolves with the archive written, or null when none was due or one was already running.
   */
  tick(now: Date): Promise<string | null> {
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    if (!this.job?.match(minute)) return Promise.resolve(null);
    return this.run(minute);
  }

  /** One scheduled run: the archive, then the pruning; skipped while another run is under way. */
  run(now: Date): Promise<string | null> {
    if (this.running) return Promise.resolve(null);
    const running = this.backUpAndPrune(now).finally(() => {
      this.running = null;
    });
    this.running = running;
    return running;
  }

  private arm(): void {
    this.disarm();
    const pattern = cronerPattern(this.deps.settings.get().backups.cron);
    if (!pattern) return;
    this.job = new Cron(
      pattern,
      { timezone: 'UTC', mode: '5-part', domAndDow: true, protect: true, unref: true },
      async () => {
        await this.run(new Date());
      },
    );
  }

  private disarm(): void {
    this.job?.stop();
    this.job = null;
  }

  private async backUpAndPrune(now: Date): Promise<string | null> {
    let name: string | null = null;
    try {
      name = await this.deps.backups.createAuto(now);
    } catch (error) {
      this.report('Scheduled backup failed', error);
    }
    await this.prune().catch((error: unknown) => this.report('Pruning auto backups failed', error));
    return name;
  }

  /** Keeps the newest `cronMaxKeep` automatic archives (0: no limit). */
  private async prune(): Promise<void> {
    const keep = this.deps.settings.get().backups.cronMaxKeep;
    if (!(keep > 0)) return;
    const automatic = (await this.deps.backups.list())
      .filter((info) => info.key.startsWith(AUTO_BACKUP_PREFIX))
      .sort((a, b) => compareDesc(a.modified, b.modified) || compareDesc(a.key, b.key));
    for (const old of automatic.slice(keep)) {
      await this.deps.backups
        .delete(old.key)
        .catch((error: unknown) => this.report(`Deleting ${old.key} failed`, error));
    }
  }

  private report(message: string, error: unknown): void {
    (this.deps.report ?? defaultReport)(message, error);
  }
}

function compareDesc(a: string, b: string): number {
  return a < b ? 1 : a > b ? -1 : 0;
}

function defaultReport(message: string, error: unknown): void {
  console.error(`[backups.cron] ${message}:`, error instanceof Error ? error.message : error);
}
