import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { listFiles } from '../storage/list-files.ts';

/** Writes every file under `folder` into a new zip archive at `destination`. */
export async function zipFiles(folder: string, destination: string): Promise<void> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // yazl reports an unreadable input file on the archive object; failing the output stream
  // makes the pipeline below reject with it.
  zip.once('error', (error: Error) => output.destroy(error));
  for (const file of listFiles(folder)) zip.addFile(path.join(folder, file), file);
  zip.end();
  await pipeline(output, createWriteStream(destination));
}
