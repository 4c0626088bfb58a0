import type { Db } from '../db/db.ts';
import { newId } from '../../tools/ids.ts';
import { writeParam } from '../db/params.ts';

/**
 * Several server instances on one PostgreSQL database each keep the collections and the
 * settings in memory (every request needs them). Every change of either writes a new token
 * under this `_params` key, in the change's own transaction where it has one, and each
 * instance looks at the token twice a second (ConfigWatch): a collection, a rule or a setting
 * changed through one instance applies on all of them within one second.
 */
const KEY = 'configVersion';

/** Marks the collections or the settings as changed. Call after writing them. */
export async function bumpConfigVersion(db: Db): Promise<void> {
  await writeParam(db, KEY, JSON.stringify(newId()));
}

async function readConfigVersion(db: Db): Promise<string> {
  const row = await db.get<{ value: unknown }>('SELECT "value" FROM "_params" WHERE "key" = ?', [
    KEY,
  ]);
  return row ? String(row.value) : '';
}

export type ConfigWatchDeps = {
  db: Db;
  /** Reads the stores again (collections, then settings). */
  reload: () => Promise<void>;
  intervalMs?: number;
};

const DEFAULT_INTERVAL_MS = 500;

/**
 * Reloads the in-memory collections and settings when another instance changed them (see
 * bumpConfigVersion). A look that fails (the database restarting) is tried again at the next.
 */
export class ConfigWatch {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private seen = '';
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deps: ConfigWatchDeps) {}

  async start(): Promise<void> {
    this.seen = await readConfigVersion(this.deps.db);
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.look().finally(() => {
        this.running = null;
        this.schedule();
      });
    }, this.deps.intervalMs ?? DEFAULT_INTERVAL_MS);
    this.timer.unref?.();
  }

  private async look(): Promise<void> {
    try {
      const version = await readConfigVersion(this.deps.db);
      if (version === this.seen || this.stopped) return;
      await this.deps.reload();
      this.seen = version;
    } catch (error) {
      console.warn('Could not check for configuration changes:', (error as Error).message);
    }
  }
}
