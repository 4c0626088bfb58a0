import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { ZipFile } from 'yazl';
import type { TestServer } from './test-server.ts';

/** Everything a restore must bring back, read from outside (SDK as operator) and from disk. */
export type ServerSnapshot = {
  collections: unknown[];
  settings: unknown;
  records: Record<string, RecordModel[]>;
  files: Record<string, string>;
};

export async function snapshotServer(server: TestServer, ops: PocketBase): Promise<ServerSnapshot> {
  const collections = server.core.collections.list().sort((a, b) => (a.id < b.id ? -1 : 1));
  const records: Record<string, RecordModel[]> = {};
  for (const collection of collections) {
    if (collection.type === 'view') continue;
    records[collection.name] = await ops
      .collection(collection.name)
      .getFullList({ sort: 'id', batch: 500 });
  }
  return {
    collections,
    settings: server.core.settings.get(),
    records,
    files: storedFiles(server.dataDir),
  };
}

/** Every file under `<dataDir>/storage`, by relative path, as a SHA-256 of its bytes. */
export function storedFiles(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, 'storage');
  const out: Record<string, string> = {};
  if (!existsSync(root)) return out;
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    out[path.relative(root, file).split(path.sep).join('/')] = hash;
  }
  return out;
}

export function writeStoredFile(
  dataDir: string,
  where: { collectionId: string; recordId: string; name: string },
  content: string | Buffer,
): void {
  const folder = path.join(dataDir, 'storage', where.collectionId, where.recordId);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, where.name), content);
}

/** Random, incompressible bytes: makes zipping and unzipping take a noticeable moment. */
export function noise(bytes: number): Buffer {
  return randomBytes(bytes);
}

/** `canBackup` from the health endpoint. */
export async function canBackup(url: string): Promise<boolean> {
  const response = await fetch(`${url}/api/health`);
  const body = (await response.json()) as { data: { canBackup: boolean } };
  return body.data.canBackup;
}

/** Polls health until no backup or restore runs; returns every `canBackup` value seen. */
export async function waitUntilIdle(url: string, timeoutMs = 20_000): Promise<boolean[]> {
  const seen: boolean[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const idle = await canBackup(url);
    seen.push(idle);
    if (idle) return seen;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the backup/restore did not finish in time');
}

/** A zip archive holding the given entries (name → content). */
export async function zipOf(entries: Record<string, Buffer | string>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return buffer(zip.outputStream as Readable);
}
