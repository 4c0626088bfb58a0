import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { DbSnapshots } from '../db/db.ts';
import { DATA_DIR_LAYOUT } from './data-dir-layout.ts';

const { database, databaseCompanions, storage } = DATA_DIR_LAYOUT;
const LIVE_ENTRIES = [database, ...databaseCompanions, storage];
// A restored `-shm` would describe another file's WAL index; SQLite rebuilds it on open.
const RESTORED_ENTRIES = [database, 'data.db-wal', storage];

export type SwapPlan = {
  snapshots: DbSnapshots;
  dataDir: string;
  /** Folder holding the restored `data.db` and `storage`. */
  restoredDir: string;
  /** Empty folder (same file system) that receives the current data. */
  asideDir: string;
  /** Rebuilds whatever was read from the database (caches); runs after each reopen. */
  reload: () => Promise<void>;
};

/**
 * Puts the restored database and files in place of the current ones. Nothing reaches the
 * database from closing it to reopening it and reloading the caches, so no request can see a
 * half-swapped data directory. Anything failing (a rename, the reopen, the reload) moves every
 * file back and reopens the previous data before the error is rethrown.
 */
export async function swapDataFiles(plan: SwapPlan): Promise<void> {
  const { snapshots, dataDir, restoredDir, asideDir } = plan;
  mkdirSync(asideDir, { recursive: true });
  const moves = new MoveJournal();
  await snapshots.swap({
    move: () => {
      moves.moveAll(dataDir, asideDir, LIVE_ENTRIES);
      moves.moveAll(restoredDir, dataDir, RESTORED_ENTRIES);
    },
    undo: () => moves.undo(),
    reload: plan.reload,
  });
}

/** Renames that can be undone, newest first. */
class MoveJournal {
  private readonly done: { from: string; to: string }[] = [];

  moveAll(fromDir: string, toDir: string, names: readonly string[]): void {
    for (const name of names) {
      const from = path.join(fromDir, name);
      if (existsSync(from)) this.move(from, path.join(toDir, name));
    }
  }

  undo(): void {
    for (const { from, to } of this.done.reverse()) renameSync(to, from);
    this.done.length = 0;
  }

  private move(from: string, to: string): void {
    renameSync(from, to);
    this.done.push({ from, to });
  }
}
