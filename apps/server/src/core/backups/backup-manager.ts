import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../db/db.ts';
import { SwappableDb } from '../db/swappable-db.ts';
import { ensureSystemTables } from '../db/system-tables.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { badRequest } from '../../errors.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { randomString } from '../../tools/ids.ts';
import { DATA_DIR_LAYOUT } from './data-dir-layout.ts';
import { defaultBackupName, isSafeBackupKey } from './backup-names.ts';
import { checkBackupName, checkUploadedBackup } from './backup-validation.ts';
import { snapshotData } from './snapshot-data.ts';
import { zipFiles } from './zip-files.ts';
import { restoreData } from './restore-data.ts';

type Deps = {
  db: Db;
  dataDir: string | null;
  collections: CollectionStore;
  settings: SettingsStore;
};

export type BackupInfo = { key: string; size: number; modified: string };

const JOB_PREFIX = 'job_';
const BUSY = 'Try again later - another backup/restore process has already been started.';

/**
 * The backups of `<dataDir>/backups` (reference §5.10). One backup or restore runs at a time; the
 * key it works on is remembered so that it cannot be deleted meanwhile.
 */
export class BackupManager {
  private readonly deps: Deps;
  private active: string | null = null;
  private readonly restoredListeners: (() => void)[] = [];

  constructor(deps: Deps) {
    this.deps = deps;
  }

  /** True while a backup or restore runs (`/api/health` reports `canBackup: false`). */
  get busy(): boolean {
    return this.active !== null;
  }

  /** Called after a restore, once the caches are rebuilt (e.g. to re-apply migrations). */
  onRestored(listener: () => void): void {
    this.restoredListeners.push(listener);
  }

  list(): BackupInfo[] {
    const folder = this.backupsDir();
    if (!existsSync(folder)) return [];
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && isSafeBackupKey(entry.name))
      .map((entry) => {
        const stats = statSync(path.join(folder, entry.name));
        return { key: entry.name, size: stats.size, modified: formatDateTime(stats.mtime) };
      })
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  /** Writes a new backup archive; resolves once it is complete. */
  async create(requestedName?: string): Promise<string> {
    if (this.busy) throw badRequest(BUSY);
    checkBackupName(requestedName, (name) => this.existingBackup(name) !== null);
    const name =
      requestedName || defaultBackupName(this.deps.settings.get().meta.appName, new Date());
    await this.exclusively(name, async (workDir) => {
      const snapshot = path.join(workDir, 'snapshot');
      const archive = path.join(workDir, 'backup.zip');
      await snapshotData(this.deps.db, this.dataDir(), snapshot);
      await zipFiles(snapshot, archive);
      mkdirSync(this.backupsDir(), { recursive: true });
      renameSync(archive, path.join(this.backupsDir(), name));
    });
    return name;
  }

  /** Stores an uploaded archive under its original file name. */
  async upload(filename: string, content: Readable): Promise<void> {
    let received: string | null = null;
    try {
      received = path.join(this.tempDir(), `upload_${randomString(10)}`);
      await pipeline(content, createWriteStream(received));
      // The running backup's name is taken too: its archive appears only when it is complete.
      checkUploadedBackup(
        filename,
        received,
        (name) => name === this.active || this.existingBackup(name) !== null,
      );
      mkdirSync(this.backupsDir(), { recursive: true });
      renameSync(received, path.join(this.backupsDir(), filename));
    } catch (error) {
      content.resume(); // an unread upload would hold up the rest of the request body
      throw error;
    } finally {
      if (received) rmSync(received, { force: true });
    }
  }

  /** The archive's path on disk, for downloads. */
  pathOf(key: string): string {
    const file = this.existingBackup(key);
    if (!file) throw badRequest('Failed to retrieve backup item.');
    return file;
  }

  delete(key: string): void {
    if (key === this.active)
      throw badRequest('The backup is currently being used and cannot be deleted.');
    const file = this.existingBackup(key);
    if (!file) throw badRequest('Invalid or already deleted backup file.');
    rmSync(file);
  }

  /**
   * Checks the request and takes the lock at once (so `canBackup` is false as soon as this
   * returns); the returned promise settles when the restore is over.
   */
  startRestore(key: string): Promise<void> {
    if (this.busy) throw badRequest(BUSY);
    const db = this.deps.db;
    if (!(db instanceof SwappableDb))
      throw badRequest('Restoring needs the file database of a data directory.');
    const archive = this.existingBackup(key);
    if (!archive) throw badRequest('Missing or invalid backup file.');
    return this.exclusively(key, (workDir) =>
      restoreData({ db, dataDir: this.dataDir(), archive, workDir, reload: () => this.reload() }),
    );
  }

  /** Everything read from the database and kept in memory is read again from the restored one. */
  private reload(): void {
    // A backup from an earlier version may lack system tables added since.
    ensureSystemTables(this.deps.db);
    this.deps.collections.reload();
    this.deps.settings.reload();
    for (const listener of this.restoredListeners) listener();
  }

  /**
   * Runs `task` holding the lock, in a fresh work folder that is removed afterwards (with the
   * data a restore set aside). Work folders left by a crash are swept first: only one job runs.
   */
  private async exclusively(key: string, task: (workDir: string) => Promise<void>) {
    this.active = key;
    let workDir: string | null = null;
    try {
      await this.sweepJobFolders();
      workDir = path.join(this.tempDir(), `${JOB_PREFIX}${randomString(10)}`);
      mkdirSync(workDir);
      await task(workDir);
    } finally {
      // Released only once the work folder is gone, so `canBackup` means "all done".
      try {
        if (workDir) await rm(workDir, { recursive: true, force: true });
      } finally {
        this.active = null;
      }
    }
  }

  private async sweepJobFolders(): Promise<void> {
    const tempDir = this.tempDir();
    for (const name of readdirSync(tempDir)) {
      if (name.startsWith(JOB_PREFIX))
        await rm(path.join(tempDir, name), { recursive: true, force: true });
    }
  }

  private existingBackup(key: string): string | null {
    if (!isSafeBackupKey(key)) return null;
    const file = path.join(this.backupsDir(), key);
    return existsSync(file) && statSync(file).isFile() ? file : null;
  }

  private dataDir(): string {
    if (!this.deps.dataDir) throw badRequest('Backups need a data directory.');
    return this.deps.dataDir;
  }

  private backupsDir(): string {
    return path.join(this.dataDir(), DATA_DIR_LAYOUT.backups);
  }

  private tempDir(): string {
    const folder = path.join(this.dataDir(), DATA_DIR_LAYOUT.temp);
    mkdirSync(folder, { recursive: true });
    return folder;
  }
}
