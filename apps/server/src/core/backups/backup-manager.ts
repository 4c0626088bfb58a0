import { createWriteStream, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db, DbSnapshots } from '../db/db.ts';
import { ensureSystemTables } from '../db/system-tables.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import {
  BlobNotFoundError,
  isSafeKey,
  type BlobInfo,
  type BlobStore,
} from '../storage/blob-store.ts';
import { badRequest } from '../../tools/errors.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { randomString } from '../../tools/ids.ts';
import { DATA_DIR_LAYOUT } from './data-dir-layout.ts';
import { autoBackupName, defaultBackupName, isSafeBackupKey } from './backup-names.ts';
import { checkBackupName, checkUploadedBackup } from './backup-validation.ts';
import { snapshotData } from './snapshot-data.ts';
import { zipFiles } from './zip-files.ts';
import { restoreData } from './restore-data.ts';
import { BackupSchedule } from './backup-schedule.ts';

type Deps = {
  db: Db;
  dataDir: string | null;
  collections: CollectionStore;
  settings: SettingsStore;
  /** Where archives are kept now: `<dataDir>/backups` or the bucket of `backups.s3`. */
  archives: () => BlobStore | null;
};

export type BackupInfo = { key: string; size: number; modified: string };

/** An archive being downloaded. */
export type BackupDownload = { size: number; content: Readable };

/** A restore under way: the request is answered once it has started. */
export type RunningRestore = { finished: Promise<void> };

const JOB_PREFIX = 'job_';
const BUSY = 'Try again later - another backup/restore process has already been started.';
/** Where the database is a server of its own, its own tools back it up (decision 044). */
export const ENGINE_BACKUPS =
  "This server's database backs up with its own tools (pg_dump and pg_restore for PostgreSQL), not with backup archives.";
const ZIP = 'application/zip';

/**
 * The backup archives (reference §5.10), kept in `<dataDir>/backups` or, with `backups.s3`
 * enabled, at the top of that bucket, as PocketBase keeps them. Archives are always built and
 * unpacked in the data directory. One backup or restore runs at a time; the key it works on is
 * remembered so that it cannot be deleted meanwhile.
 */
export class BackupManager {
  private readonly deps: Deps;
  private active: string | null = null;
  private readonly restoredListeners: (() => Promise<void>)[] = [];
  /** Automatic backups on `backups.cron`, armed while the server serves. */
  readonly schedule: BackupSchedule;

  constructor(deps: Deps) {
    this.deps = deps;
    this.schedule = new BackupSchedule({ settings: deps.settings, backups: this });
  }

  /** True while a backup or restore runs (`/api/health` reports `canBackup: false`). */
  get busy(): boolean {
    return this.active !== null;
  }

  /** Called after a restore, once the caches are rebuilt (e.g. to re-apply migrations). */
  onRestored(listener: () => Promise<void>): void {
    this.restoredListeners.push(listener);
  }

  /** The archives at the top of the store (in a shared bucket, record files are not listed). */
  async list(): Promise<BackupInfo[]> {
    const found = await this.archives().list('', { recursive: false });
    return found
      .filter((info) => isSafeBackupKey(info.key))
      .map(({ key, size, modified }) => ({ key, size, modified: formatDateTime(modified) }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  /** Writes a new backup archive; resolves once it is stored. */
  async create(requestedName?: string): Promise<string> {
    this.snapshots();
    if (this.busy) throw badRequest(BUSY);
    checkBackupName(requestedName, () => false);
    const name =
      requestedName || defaultBackupName(this.deps.settings.get().meta.appName, new Date());
    return this.write(name, requestedName);
  }

  /**
   * A scheduled backup (`backups.cron`), named `@auto_pb_backup_<app>_<now>.zip` as PocketBase
   * names them; an archive of the same name is replaced.
   */
  async createAuto(now: Date): Promise<string> {
    this.snapshots();
    if (this.busy) throw badRequest(BUSY);
    return this.write(autoBackupName(this.deps.settings.get().meta.appName, now));
  }

  /** Snapshots, zips and stores the data under `name` (a name the client chose must be free). */
  private async write(name: string, requestedName?: string): Promise<string> {
    const store = this.archives();
    this.active = name;
    await this.inWorkDir(async (workDir) => {
      const taken = Boolean(requestedName) && (await this.find(store, name)) !== null;
      checkBackupName(requestedName, () => taken);
      const snapshot = path.join(workDir, 'snapshot');
      const archive = path.join(workDir, 'backup.zip');
      await snapshotData(this.snapshots(), this.dataDir(), snapshot);
      await zipFiles(snapshot, archive);
      await store.putFile(name, archive, { contentType: ZIP, consume: true });
    });
    return name;
  }

  /** Stores an uploaded archive under its original file name. */
  async upload(filename: string, content: Readable): Promise<void> {
    let received: string | null = null;
    try {
      this.snapshots();
      const store = this.archives();
      received = path.join(this.tempDir(), `upload_${randomString(10)}`);
      await pipeline(content, createWriteStream(received));
      // The running backup's name is taken too: its archive appears only when it is complete.
      const taken = filename === this.active || (await this.find(store, filename)) !== null;
      checkUploadedBackup(filename, received, () => taken);
      await store.putFile(filename, received, { contentType: ZIP, consume: true });
    } catch (error) {
      content.resume(); // an unread upload would hold up the rest of the request body
      throw error;
    } finally {
      if (received) rmSync(received, { force: true });
    }
  }

  /** The archive's size and bytes, for downloads. */
  async download(key: string): Promise<BackupDownload> {
    const store = this.archives();
    const info = await this.find(store, key);
    const content = info && (await store.read(key).catch(unlessMissing));
    if (!info || !content) throw badRequest('Failed to retrieve backup item.');
    return { size: info.size, content };
  }

  async delete(key: string): Promise<void> {
    if (key === this.active)
      throw badRequest('The backup is currently being used and cannot be deleted.');
    const store = this.archives();
    if (!(await this.find(store, key))) throw badRequest('Invalid or already deleted backup file.');
    await store.delete(key);
  }

  /**
   * Checks the request and takes the lock (so `canBackup` is false as soon as this resolves);
   * `finished` settles when the restore is over. An archive in a bucket is downloaded to the
   * data directory first; then the restore goes on exactly as for a local one.
   */
  async startRestore(key: string): Promise<RunningRestore> {
    const snapshots = this.snapshots();
    if (this.busy) throw badRequest(BUSY);
    const store = this.archives();
    this.active = key;
    const found = await this.find(store, key).catch((error: unknown) => {
      this.active = null;
      throw error;
    });
    if (!found) {
      this.active = null;
      throw badRequest('Missing or invalid backup file.');
    }
    const finished = this.inWorkDir(async (workDir) => {
      const archive = store.localPath(key) ?? (await fetchArchive(store, key, workDir));
      await restoreData({
        snapshots,
        dataDir: this.dataDir(),
        archive,
        workDir,
        reload: () => this.reload(),
      });
    });
    return { finished };
  }

  /** Everything read from the database and kept in memory is read again from the restored one. */
  private async reload(): Promise<void> {
    // A backup from an earlier version may lack system tables added since.
    await ensureSystemTables(this.deps.db);
    await this.deps.collections.reload();
    await this.deps.settings.reload();
    for (const listener of this.restoredListeners) await listener();
  }

  /**
   * Runs `task` under the lock taken by the caller, in a fresh work folder that is removed
   * afterwards (with the data a restore set aside), then releases the lock. Work folders left by
   * a crash are swept first: only one job runs.
   */
  private async inWorkDir(task: (workDir: string) => Promise<void>): Promise<void> {
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

  /** The archive under `key`, or null (also for a key that could name anything else). */
  private async find(store: BlobStore, key: string): Promise<BlobInfo | null> {
    return isSafeBackupKey(key) && isSafeKey(key) ? store.stat(key) : null;
  }

  private archives(): BlobStore {
    const store = this.deps.archives();
    if (!store) throw badRequest('Backups need a data directory.');
    return store;
  }

  private snapshots(): DbSnapshots {
    if (!this.deps.db.snapshots) throw badRequest(ENGINE_BACKUPS);
    return this.deps.db.snapshots;
  }

  private dataDir(): string {
    if (!this.deps.dataDir) throw badRequest('Backups need a data directory.');
    return this.deps.dataDir;
  }

  private tempDir(): string {
    const folder = path.join(this.dataDir(), DATA_DIR_LAYOUT.temp);
    mkdirSync(folder, { recursive: true });
    return folder;
  }
}

/** Downloads an archive from the bucket into the work folder, for unpacking. */
async function fetchArchive(store: BlobStore, key: string, workDir: string): Promise<string> {
  const archive = path.join(workDir, 'archive.zip');
  await pipeline(await store.read(key), createWriteStream(archive));
  return archive;
}

function unlessMissing(error: unknown): null {
  if (error instanceof BlobNotFoundError) return null;
  throw error;
}
