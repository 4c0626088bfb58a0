import path from 'node:path';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { S3Config } from '../settings/settings-defaults.ts';
import type { BlobStore } from './blob-store.ts';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';

type Purpose = 'files' | 'backups';

/** Folders of the data directory used while the S3 bucket of a purpose is off. */
const LOCAL_FOLDERS: Record<Purpose, string> = { files: 'storage', backups: 'backups' };

/**
 * Picks the store for record files and for backups from the current settings, on every call:
 * `s3` / `backups.s3` when enabled, otherwise a folder of the data directory. A change of the
 * settings applies to the next request without a restart; what is stored is never moved (as in
 * PocketBase). One S3 client is kept per configuration in use; clients of replaced
 * configurations stay open for requests still using them and are closed with the server.
 */
export class StorageSelector {
  private readonly settings: SettingsStore;
  private readonly local: Record<Purpose, LocalBlobStore | null>;
  private readonly s3 = new Map<Purpose, { signature: string; store: S3BlobStore }>();
  private readonly retired: S3BlobStore[] = [];

  constructor(deps: { settings: SettingsStore; dataDir: string | null }) {
    this.settings = deps.settings;
    const { dataDir } = deps;
    const folder = (purpose: Purpose) =>
      dataDir ? new LocalBlobStore(path.join(dataDir, LOCAL_FOLDERS[purpose])) : null;
    this.local = { files: folder('files'), backups: folder('backups') };
  }

  /** Where record files and thumbs are read and written now; null: nowhere (no data directory). */
  files(): BlobStore | null {
    return this.current('files', this.settings.get().s3);
  }

  /** Where backup archives are listed, kept and read now; null: nowhere (no data directory). */
  backups(): BlobStore | null {
    return this.current('backups', this.settings.get().backups.s3);
  }

  /** Closes every S3 client; for server shutdown. */
  close(): void {
    for (const store of [...this.retired, ...[...this.s3.values()].map((entry) => entry.store)])
      store.close();
    this.retired.length = 0;
    this.s3.clear();
  }

  private current(purpose: Purpose, config: S3Config): BlobStore | null {
    if (!config.enabled) return this.local[purpose];
    const signature = JSON.stringify(config);
    const cached = this.s3.get(purpose);
    if (cached?.signature === signature) return cached.store;
    if (cached) this.retired.push(cached.store);
    const store = new S3BlobStore(config);
    this.s3.set(purpose, { signature, store });
    return store;
  }
}
