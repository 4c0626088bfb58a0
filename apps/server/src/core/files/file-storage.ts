import { badRequest } from '../../tools/errors.ts';
import type { BlobStore } from '../storage/blob-store.ts';
import { isPlainFileName } from './file-names.ts';
import { sniffMimeType } from './sniff-mime-type.ts';

/** A file about to be stored under its generated name. */
export type StoredUpload = { field: string; name: string; data: Buffer };

/** What a record change does to the record's files once the database agrees. */
export type FileChanges = { uploads: StoredUpload[]; deletions: string[] };

type RecordFolder = { collectionId: string; recordId: string };

/**
 * Record files in the current store (the data directory's `storage` folder or the S3 bucket of
 * the settings): `<collectionId>/<recordId>/<filename>`, thumbs beside them in
 * `thumbs_<filename>/<size>_<filename>` (reference §11.1). Each operation uses the store of the
 * moment it starts, so switching S3 on or off applies to the next request.
 */
export class FileStorage {
  private readonly currentStore: () => BlobStore | null;

  constructor(currentStore: () => BlobStore | null) {
    this.currentStore = currentStore;
  }

  /** The store files are read from and written to right now; null when there is none. */
  store(): BlobStore | null {
    return this.currentStore();
  }

  /** Key of a record's file, or null when a segment could step outside its folder. */
  fileKey(collectionId: string, recordId: string, filename: string): string | null {
    return keyOf([collectionId, recordId, filename]);
  }

  thumbKey(collectionId: string, recordId: string, filename: string, size: string): string | null {
    return keyOf([collectionId, recordId, `thumbs_${filename}`, `${size}_${filename}`]);
  }

  /**
   * Stores the uploads, runs `save` (the database write) and only then deletes the replaced
   * files: a failed save removes the new files again and leaves every earlier file in place.
   */
  async commit<T>(record: RecordFolder, changes: FileChanges, save: () => Promise<T>): Promise<T> {
    const store = this.currentStore();
    const written: string[] = [];
    try {
      for (const upload of changes.uploads) {
        await this.write(store, record, upload);
        written.push(upload.name);
      }
      const result = await save();
      if (store) await removeFiles(store, record, changes.deletions);
      return result;
    } catch (error) {
      if (store) await removeFiles(store, record, written);
      throw error;
    }
  }

  /**
   * Deletes a record's whole folder once the record is gone. A failure (an unreachable bucket)
   * only leaves an orphaned folder behind that nothing can reach any more: logged, not thrown.
   */
  async removeRecord(record: RecordFolder): Promise<void> {
    const folder = keyOf([record.collectionId, record.recordId]);
    const store = this.currentStore();
    if (!folder || !store) return;
    await store.deleteFolder(folder).catch((error: unknown) => {
      console.error(`Failed to delete the files of the deleted record ${folder}:`, error);
    });
  }

  private async write(store: BlobStore | null, record: RecordFolder, upload: StoredUpload) {
    if (!store) throw badRequest('File uploads are not available on this server.');
    const key = keyOf([record.collectionId, record.recordId, upload.name]);
    if (!key) throw badRequest();
    const contentType = await sniffMimeType(upload.data);
    await store.put(key, upload.data, { contentType, exclusive: true });
  }
}

/** Deletes files and their thumbs; a file that cannot be deleted is left as a harmless orphan. */
async function removeFiles(store: BlobStore, record: RecordFolder, names: readonly string[]) {
  for (const name of names) {
    const file = keyOf([record.collectionId, record.recordId, name]);
    const thumbs = keyOf([record.collectionId, record.recordId, `thumbs_${name}`]);
    if (file) await store.delete(file).catch(() => undefined);
    if (thumbs) await store.deleteFolder(thumbs).catch(() => undefined);
  }
}

function keyOf(segments: string[]): string | null {
  return segments.every(isPlainFileName) ? segments.join('/') : null;
}
