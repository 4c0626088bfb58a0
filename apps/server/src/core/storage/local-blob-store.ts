import {
  copyFile,
  mkdir,
  open,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { randomString } from '../../tools/ids.ts';
import {
  BlobExistsError,
  BlobNotFoundError,
  UnsafeKeyError,
  checkedFolder,
  checkedKey,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  type PutFileOptions,
  type PutOptions,
} from './blob-store.ts';
import { listFiles } from './list-files.ts';

/**
 * A folder on disk as a {@link BlobStore}: key `a/b/c` is the file `<root>/a/b/c`. Keys are
 * checked segment by segment and the resolved path must stay under the root, so no key reaches
 * outside it. Objects appear complete or not at all: they are written beside their final name
 * and renamed, except exclusive writes, which create the file with `wx` and never overwrite.
 */
export class LocalBlobStore implements BlobStore {
  readonly id: string;
  private readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.id = `local:${this.root}`;
  }

  localPath(key: string): string | null {
    try {
      return this.pathOf(key);
    } catch {
      return null;
    }
  }

  async put(key: string, data: Buffer, options: PutOptions = {}): Promise<void> {
    const file = await this.prepareFolder(key);
    if (!options.exclusive) return this.replace(file, (partial) => writeFile(partial, data));
    try {
      // `wx`: a generated name never overwrites an existing file.
      await writeFile(file, data, { flag: 'wx' });
    } catch (error) {
      if (errorCode(error) === 'EEXIST') throw new BlobExistsError(key);
      await rm(file, { force: true });
      throw error;
    }
  }

  async putFile(key: string, source: string, options: PutFileOptions = {}): Promise<void> {
    const file = await this.prepareFolder(key);
    if (options.consume) {
      try {
        return await rename(source, file);
      } catch (error) {
        if (errorCode(error) !== 'EXDEV') throw error; // another file system: copy instead
      }
    }
    await this.replace(file, (partial) => copyFile(source, partial));
  }

  async stat(key: string): Promise<BlobInfo | null> {
    const info = await stat(this.pathOf(key)).catch(() => null);
    return info?.isFile() ? { key, size: info.size, modified: info.mtime } : null;
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const handle = await open(this.pathOf(key), 'r').catch((error: unknown) => {
      throw errorCode(error) === 'ENOENT' ? new BlobNotFoundError(key) : error;
    });
    return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async readAll(key: string): Promise<Buffer> {
    return readFile(this.pathOf(key)).catch((error: unknown) => {
      throw errorCode(error) === 'ENOENT' ? new BlobNotFoundError(key) : error;
    });
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async deleteFolder(folder: string): Promise<void> {
    const target = this.pathOf(folder);
    // As in a bucket, a folder holds what is under `folder/`: an object of that name stays.
    if ((await stat(target).catch(() => null))?.isDirectory())
      await rm(target, { recursive: true, force: true });
  }

  async list(folder: string, options: { recursive?: boolean } = {}): Promise<BlobInfo[]> {
    const prefix = checkedFolder(folder);
    const base = prefix ? this.pathOf(prefix) : this.root;
    const names = options.recursive === false ? await topLevelFiles(base) : listFiles(base);
    const found = await Promise.all(
      names.map((name) => this.stat(prefix ? `${prefix}/${name}` : name).catch(() => null)),
    );
    return found.filter((info): info is BlobInfo => info !== null);
  }

  private pathOf(key: string): string {
    const resolved = path.resolve(this.root, ...checkedKey(key).split('/'));
    if (!resolved.startsWith(this.root + path.sep)) throw new UnsafeKeyError(key);
    return resolved;
  }

  private async prepareFolder(key: string): Promise<string> {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    return file;
  }

  /**
   * Writes beside `file` and renames, so readers never see a partial object. The partial file's
   * name starts with a dot, which no backup key and no generated file name can.
   */
  private async replace(file: string, write: (partial: string) => Promise<void>): Promise<void> {
    const partial = path.join(
      path.dirname(file),
      `.${path.basename(file)}.${randomString(8)}.part`,
    );
    try {
      await write(partial);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }
}

async function topLevelFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}
