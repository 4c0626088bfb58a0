import path from 'node:path';
import type { DbSnapshots } from '../db/db.ts';
import { DATA_DIR_LAYOUT } from './data-dir-layout.ts';
import { extractZip } from './extract-zip.ts';
import { swapDataFiles } from './swap-data-files.ts';

export type RestoreJob = {
  snapshots: DbSnapshots;
  dataDir: string;
  archive: string;
  /** Private, empty work folder inside the data directory; the caller removes it afterwards. */
  workDir: string;
  reload: () => Promise<void>;
};

/**
 * Replaces the live database and stored files with those of a backup archive, without stopping
 * the server: the archive is unpacked and checked first (the slow part, while requests go on),
 * then swapped in at once. The previous data ends up in the work folder.
 */
export async function restoreData(job: RestoreJob): Promise<void> {
  const restoredDir = path.join(job.workDir, 'restored');
  await extractZip(job.archive, restoredDir);
  job.snapshots.check(path.join(restoredDir, DATA_DIR_LAYOUT.database));
  await swapDataFiles({
    snapshots: job.snapshots,
    dataDir: job.dataDir,
    restoredDir,
    asideDir: path.join(job.workDir, 'previous'),
    reload: job.reload,
  });
}
