import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';

const FILE_TYPE_MASK = 0o170000;
const SYMBOLIC_LINK = 0o120000;

/**
 * Extracts the archive's folders and regular files into `target`. yauzl already refuses absolute
 * names and `..` segments; the resolved path is checked again so nothing lands outside `target`.
 */
export async function extractZip(file: string, target: string): Promise<void> {
  const root = path.resolve(target);
  mkdirSync(root, { recursive: true });
  const zip = await yauzl.openPromise(file);
  try {
    for await (const entry of zip.eachEntry()) {
      const destination = path.resolve(root, entry.fileName);
      if (destination !== root && !destination.startsWith(root + path.sep))
        throw new Error(`unsafe path in archive: ${entry.fileName}`);
      if (entry.fileName.endsWith('/')) mkdirSync(destination, { recursive: true });
      else if (!isSymbolicLink(entry)) await extractEntry(zip, entry, destination);
    }
  } finally {
    zip.close();
  }
}

async function extractEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, destination: string) {
  mkdirSync(path.dirname(destination), { recursive: true });
  await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(destination));
}

function isSymbolicLink(entry: yauzl.Entry): boolean {
  return ((entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK) === SYMBOLIC_LINK;
}
