import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SwappableDb } from '../src/core/db/swappable-db.ts';

// The database object a restore swaps files under (core/db/swappable-db.ts): WAL folded in
// before the files move, reopened on whatever file is then in place, never a fresh empty one.
let folder: string;
let file: string;
let db: SwappableDb;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'rumbo-swappable-'));
  file = path.join(folder, 'data.db');
  db = new SwappableDb(file);
  db.exec('CREATE TABLE t (n INTEGER)');
  db.transaction(() => {
    for (let n = 0; n < 500; n++) db.run('INSERT INTO t (n) VALUES (?)', [n]);
  });
});

afterEach(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

function countIn(databaseFile: string): number {
  const other = new Database(databaseFile, { readonly: true });
  try {
    return (other.prepare('SELECT COUNT(*) AS n FROM t').get() as { n: number }).n;
  } finally {
    other.close();
  }
}

describe('SwappableDb', () => {
  it('keeps recent writes in the write-ahead log until detached', () => {
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
  });

  it('folds the write-ahead log into data.db when detached', () => {
    db.detach();
    expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
    const alone = path.join(folder, 'alone.db');
    copyFileSync(file, alone);
    expect(countIn(alone)).toBe(500);
  });

  it('reopens on the file that is at its path when attached', () => {
    db.detach();
    const replacement = path.join(folder, 'replacement.db');
    const other = new Database(replacement);
    other.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2);');
    other.close();
    renameSync(file, path.join(folder, 'aside.db'));
    renameSync(replacement, file);
    db.attach();
    expect(db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t')?.n).toBe(2);
  });

  it('never opens a new empty database in place of a missing file', () => {
    db.detach();
    renameSync(file, path.join(folder, 'aside.db'));
    expect(() => db.attach()).toThrow();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses work while detached', () => {
    db.detach();
    expect(() => db.get('SELECT 1')).toThrow('the database is closed');
  });

  it('refuses to detach while a backup is running', async () => {
    const running = db.backup(path.join(folder, 'copy.db'));
    expect(() => db.detach()).toThrow('a database backup is still running');
    await running;
    db.detach();
    expect(countIn(path.join(folder, 'copy.db'))).toBe(500);
  });
});
