import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDb } from '../src/core/db/sqlite.ts';

// Writes on a thread of their own (`SqliteDb.writeInBackground`, decision 070): each batch is
// one transaction on the thread's own connection, seen by the server's connection once its
// promise resolves; a batch that fails writes nothing and is refused with the engine's message,
// and the next batch is written; closing waits for what was sent.
let folder: string;
let db: SqliteDb;

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'rumbo-background-'));
  db = new SqliteDb(path.join(folder, 'logs.db'));
  await db.exec('CREATE TABLE t (n INTEGER NOT NULL, flag INTEGER)');
});

afterEach(async () => {
  await db.close();
  rmSync(folder, { recursive: true, force: true });
});

const count = async () => (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))!.n;
const insert = (n: unknown): [string, unknown[]] => [
  'INSERT INTO t (n, flag) VALUES (?, ?)',
  [n, true],
];

describe('writes in the background', () => {
  it('writes each batch whole, seen by the server once it resolves', async () => {
    await db.writeInBackground([insert(1), insert(2), insert(3)]);
    expect(await count()).toBe(3);
    expect(await db.get('SELECT flag FROM t WHERE n = 1')).toEqual({ flag: 1 });
  });

  it('writes nothing of a batch that fails, says why, and writes the next one', async () => {
    await expect(db.writeInBackground([insert(1), insert(null)])).rejects.toThrow(/NOT NULL/);
    expect(await count()).toBe(0);
    await db.writeInBackground([insert(4)]);
    expect(await count()).toBe(1);
  });

  it('writes every one of many batches sent at once, and closing waits for them', async () => {
    const sent = Array.from({ length: 50 }, (_, index) =>
      db.writeInBackground([insert(index), insert(index + 100)]),
    );
    await db.close();
    await Promise.all(sent);
    db = new SqliteDb(path.join(folder, 'logs.db'));
    expect(await count()).toBe(100);
  });

  it('writes on the server’s own connection where the database is in memory', async () => {
    const memory = new SqliteDb(':memory:');
    try {
      await memory.exec('CREATE TABLE t (n INTEGER NOT NULL, flag INTEGER)');
      await memory.writeInBackground([insert(7)]);
      expect(await memory.get('SELECT n, flag FROM t')).toEqual({ n: 7, flag: 1 });
    } finally {
      await memory.close();
    }
  });
});
