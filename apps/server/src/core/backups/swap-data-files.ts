import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import type { SwappableDb } from '../db/swappable-db.ts';
import { DATA_DIR_LAYOUT } from './data-dir-layout.ts';

const { database, databaseCompanions, storage } = DATA_DIR_LAYOUT;
const LIVE_ENTRIES = [database, ...databaseCompanions, storage];
// A restored `-shm` would describe another file's WAL index; SQLite rebuilds it on open.
const RESTORED_ENTRIES = [database, 'data.db-wal', storage];

export type SwapPlan = {
  db: SwappableDb;
  dataDir: string;
  /** Folder holding the restored `data.db` and `storage`. */
  restoredDir: string;
  /** Empty folder (same file system) that receives the current data. */
  asideDir: string;
  /** Rebuilds whatever was read from the database (caches); runs after each reopen. */
  reload: () => void;
};

/**
 * Puts the restored database and files in place of the current ones. Runs synchronously from
 * closing the connection to reopening it, so no request can see a half-swapped data directory.
 * Anything failing (a rename, the reopen, the reload) moves every file back and reopens the
 * previous data before the error is rethrown.
 */
export function swapDataFiles(plan: SwapPlan): void {
  const { db, dataDir, restoredDir, asideDir } = plan;
  mkdirSync(asideDir, { recursive: true });
  const moves = new MoveJournal();
  db.detach();
  try {
    moves.moveAll(dataDir, asideDir, LIVE_ENTRIES);
    moves.moveAll(restoredDir, dataDir, RESTORED_ENTRIES);
    db.attach();
    plan.reload();
  } catch (error) {
    db.close();
    moves.undo();
    db.attach();
    plan.reload();
    throw error;
  }
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
