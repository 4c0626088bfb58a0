import { copyFileSync, linkSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { DbSnapshots } from '../db/db.ts';
import { DATA_DIR_LAYOUT } from './data-dir-layout.ts';
import { listFiles } from '../storage/list-files.ts';

/**
 * Gathers what a backup holds into `target`: a consistent copy of the database made with SQLite's
 * online backup (the server keeps writing meanwhile), then the stored files as they are right
 * after it. The files are hard-linked, not copied: it is instant and synchronous, so no upload or
 * deletion slips in while the list is taken, and a file deleted later stays in the snapshot.
 */
export async function snapshotData(
  snapshots: DbSnapshots,
  dataDir: string,
  target: string,
): Promise<void> {
  mkdirSync(target, { recursive: true });
  await snapshots.backup(path.join(target, DATA_DIR_LAYOUT.database));
  linkFiles(
    path.join(dataDir, DATA_DIR_LAYOUT.storage),
    path.join(target, DATA_DIR_LAYOUT.storage),
  );
}

function linkFiles(source: string, target: string): void {
  for (const file of listFiles(source)) {
    const from = path.join(source, file);
    const to = path.join(target, file);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      linkSync(from, to);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') continue; // deleted since it was listed: not part of the data any more
      copyFileSync(from, to); // a file system without hard links
    }
  }
}
