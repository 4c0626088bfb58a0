import { rmSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../errors.ts';
import { isPlainFileName } from './file-names.ts';

/** A file about to be stored under its generated name. */
export type StoredUpload = { field: string; name: string; data: Buffer };

/** What a record change does to the record's files once the database agrees. */
export type FileChanges = { uploads: StoredUpload[]; deletions: string[] };

/**
 * Record files on disk: `<root>/<collectionId>/<recordId>/<filename>`, thumbs beside them in
 * `thumbs_<filename>/<size>_<filename>` (reference §11.1). `root` is `<dataDir>/storage`; without
 * a data directory (in-memory test cores) nothing can be stored.
 */
export class FileStorage {
  readonly root: string | null;

  constructor(root: string | null) {
    this.root = root ? path.resolve(root) : null;
  }

  /** Absolute path of a record's file, or null when a segment could step outside its folder. */
  filePath(collectionId: string, recordId: string, filename: string): string | null {
    return this.resolve([collectionId, recordId, filename]);
  }

  thumbPath(collectionId: string, recordId: string, filename: string, size: string): string | null {
    return this.resolve([collectionId, recordId, `thumbs_${filename}`, `${size}_${filename}`]);
  }

  /**
   * Stores the uploads, runs `save` (the database write) and only then deletes the replaced
   * files: a failed save removes the new files again and leaves every earlier file in place.
   */
  async commit<T>(
    record: { collectionId: string; recordId: string },
    changes: FileChanges,
    save: () => T,
  ): Promise<T> {
    const { collectionId, recordId } = record;
    const written: string[] = [];
    try {
      for (const upload of changes.uploads) {
        await this.write(collectionId, recordId, upload);
        written.push(upload.name);
      }
      const result = save();
      await this.remove(collectionId, recordId, changes.deletions);
      return result;
    } catch (error) {
      await this.remove(collectionId, recordId, written);
      throw error;
    }
  }

  /** Deletes files and their thumbs; a file that cannot be deleted is left as a harmless orphan. */
  async remove(collectionId: string, recordId: string, names: readonly string[]): Promise<void> {
    for (const name of names) {
      const file = this.filePath(collectionId, recordId, name);
      const thumbs = this.resolve([collectionId, recordId, `thumbs_${name}`]);
      if (file) await rm(file, { force: true }).catch(() => undefined);
      if (thumbs) await rm(thumbs, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /**
   * Deletes a record's whole folder once the record is gone. Synchronous so record deletion
   * stays synchronous; a failure only leaves an orphaned folder behind.
   */
  removeRecord(collectionId: string, recordId: string): void {
    const folder = this.resolve([collectionId, recordId]);
    try {
      if (folder) rmSync(folder, { recursive: true, force: true });
    } catch {
      // the record is deleted either way; nothing can reach the folder any more
    }
  }

  private async write(collectionId: string, recordId: string, upload: StoredUpload) {
    const file = this.filePath(collectionId, recordId, upload.name);
    if (!this.root) throw badRequest('File uploads are not available on this server.');
    if (!file) throw badRequest();
    await mkdir(path.dirname(file), { recursive: true });
    // `wx`: a generated name never overwrites an existing file.
    await writeFile(file, upload.data, { flag: 'wx' });
  }

  private resolve(segments: string[]): string | null {
    if (!this.root || !segments.every(isPlainFileName)) return null;
    const resolved = path.resolve(this.root, ...segments);
    return resolved.startsWith(this.root + path.sep) ? resolved : null;
  }
}
