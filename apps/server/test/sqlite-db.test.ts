import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteDb } from '../src/core/db/sqlite.ts';

// The embedded engine (core/db/sqlite.ts): transactions that span awaits, and the file swap a
// restore makes: WAL folded in before the files move, reopened on whatever file is then in
// place, never a fresh empty one.
let folder: string;
let file: string;
let db: SqliteDb;

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'rumbo-sqlite-'));
  file = path.join(folder, 'data.db');
  db = new SqliteDb(file);
  await db.exec('CREATE TABLE t (n INTEGER)');
  await db.transaction(async (tx) => {
    for (let n = 0; n < 500; n++) await tx.run('INSERT INTO t (n) VALUES (?)', [n]);
  });
});

afterEach(async () => {
  await db.close();
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

const count = async () => (await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))?.n;
const noSteps = { move: () => {}, undo: () => {}, reload: async () => {} };

describe('SqliteDb transactions', () => {
  it('never lose a read–modify–write when 50 of them race across awaits', async () => {
    await db.exec('CREATE TABLE counter (v INTEGER); INSERT INTO counter VALUES (0)');
    await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction(async (tx) => {
          const row = await tx.get<{ v: number }>('SELECT v FROM counter');
          await new Promise((resolve) => setTimeout(resolve, 1));
          await tx.run('UPDATE counter SET v = ?', [row!.v + 1]);
        }),
      ),
    );
    expect((await db.get<{ v: number }>('SELECT v FROM counter'))?.v).toBe(50);
  });

  it('keep their writes from readers outside until they commit', async () => {
    let seenInside: number | undefined;
    let seenOutside: Promise<number | undefined> | undefined;
    await db.transaction(async (tx) => {
      await tx.run('DELETE FROM t');
      seenOutside = count();
      seenInside = (await tx.get<{ n: number }>('SELECT COUNT(*) AS n FROM t'))?.n;
    });
    expect(seenInside).toBe(0);
    // The outside read waited for the commit instead of reading half of it.
    expect(await seenOutside).toBe(0);
  });

  it('roll back everything, a nested savepoint included, when the work throws', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.run('DELETE FROM t WHERE n < 100');
      await tx.transaction(async (inner) => inner.run('DELETE FROM t WHERE n >= 100'));
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await count()).toBe(500);
  });

  it('roll back only a failed savepoint', async () => {
    await db.transaction(async (tx) => {
      await tx.run('DELETE FROM t WHERE n < 100');
      await tx
        .transaction(async (inner) => {
          await inner.run('DELETE FROM t');
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    expect(await count()).toBe(400);
  });
});

describe('SqliteDb file swap', () => {
  it('keeps recent writes in the write-ahead log until swapped', () => {
    expect(statSync(`${file}-wal`).size).toBeGreaterThan(0);
  });

  it('folds the write-ahead log into data.db before the files move', async () => {
    const alone = path.join(folder, 'alone.db');
    await db.snapshots.swap({
      ...noSteps,
      move: () => {
        expect(existsSync(`${file}-wal`) ? statSync(`${file}-wal`).size : 0).toBe(0);
        copyFileSync(file, alone);
      },
    });
    expect(countIn(alone)).toBe(500);
  });

  it('reopens on the file that is at its path, with nothing else reaching it meanwhile', async () => {
    const replacement = path.join(folder, 'replacement.db');
    const other = new Database(replacement);
    other.exec('CREATE TABLE t (n INTEGER); INSERT INTO t VALUES (1), (2);');
    other.close();
    const swapping = db.snapshots.swap({
      ...noSteps,
      move: () => {
        renameSync(file, path.join(folder, 'aside.db'));
        renameSync(replacement, file);
      },
    });
    // Asked while the swap runs: answered from the new file, not refused by a closed one.
    const during = count();
    await swapping;
    expect(await during).toBe(2);
    expect(await count()).toBe(2);
  });

  it('puts the files back and reopens them when a step fails', async () => {
    const aside = path.join(folder, 'aside.db');
    const swap = db.snapshots.swap({
      move: () => renameSync(file, aside),
      undo: () => renameSync(aside, file),
      reload: async () => {},
    });
    // The move left no file at the path: the reopen fails, never creating an empty database.
    await expect(swap).rejects.toThrow();
    expect(await count()).toBe(500);
  });

  it('keeps transactions started side by side while the swap reloads apart, each whole', async () => {
    // What a restore's reload does: modules start their own work (a notification check) at once.
    const slowInsert = async (tx: typeof db, n: number, fail: boolean) => {
      await tx.run('INSERT INTO t (n) VALUES (?)', [n]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      await tx.run('INSERT INTO t (n) VALUES (?)', [n]);
      if (fail) throw new Error('refused');
    };
    let outcomes: PromiseSettledResult<unknown>[] = [];
    await db.snapshots.swap({
      ...noSteps,
      reload: async () => {
        outcomes = await Promise.allSettled(
          [1001, 1002, 1003, 1004].map((n) =>
            db.transaction((tx) => slowInsert(tx as typeof db, n, n === 1002)),
          ),
        );
      },
    });
    expect(outcomes.map((it) => it.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toEqual(new Error('refused'));
    // Each committed whole, the refused one not at all.
    expect(await count()).toBe(506);
    expect(await db.get('SELECT COUNT(*) AS n FROM t WHERE n = 1002')).toEqual({ n: 0 });
  });

  it('refuses to swap while a backup is running', async () => {
    const running = db.snapshots.backup(path.join(folder, 'copy.db'));
    await expect(db.snapshots.swap(noSteps)).rejects.toThrow('a database backup is still running');
    await running;
    expect(countIn(path.join(folder, 'copy.db'))).toBe(500);
  });
});

// The change mark caches rely on (decision 069): it moves with every write of this connection,
// committed or not, and with every commit of another connection; reads leave it where it is.
describe('SqliteDb change mark', () => {
  const moves = async (action: () => Promise<unknown>) => {
    const before = db.changeMark();
    await action().catch(() => undefined);
    return db.changeMark() !== before;
  };

  it.each([
    ['a read (get)', () => db.get('SELECT n FROM t LIMIT 1'), false],
    ['a read (all)', () => db.all('SELECT n FROM t LIMIT 3'), false],
    ['a read (allRows)', () => db.allRows('SELECT n FROM t LIMIT 3'), false],
    ['run', () => db.run('UPDATE t SET n = n WHERE n = 1'), true],
    ['a run that fails', () => db.run('INSERT INTO missing VALUES (1)'), true],
    ['exec', () => db.exec('CREATE TABLE IF NOT EXISTS u (n INTEGER)'), true],
    [
      'a write through all (RETURNING)',
      () => db.all('DELETE FROM t WHERE n = 2 RETURNING n'),
      true,
    ],
    [
      'a committed transaction',
      () => db.transaction((tx) => tx.run('DELETE FROM t WHERE n = 3')),
      true,
    ],
    [
      'a rolled-back transaction',
      () =>
        db.transaction(async (tx) => {
          await tx.run('DELETE FROM t WHERE n = 4');
          throw new Error('refused');
        }),
      true,
    ],
  ] as const)('%s → moved: %s', async (_, action, moved) => {
    expect(await moves(action)).toBe(moved);
  });

  it('moves when another connection commits to the same file', async () => {
    const before = db.changeMark();
    const other = new Database(file);
    try {
      other.prepare('INSERT INTO t (n) VALUES (?)').run(9999);
    } finally {
      other.close();
    }
    expect(db.changeMark()).not.toBe(before);
  });

  it('is null while a transaction is open, inside it and outside', async () => {
    let inside: number | null = 0;
    let outside: number | null = 0;
    await db.transaction(async (tx) => {
      await tx.run('UPDATE t SET n = n WHERE n = 5');
      inside = tx.changeMark();
      outside = await new Promise((resolve) => setImmediate(() => resolve(db.changeMark())));
    });
    expect(inside).toBeNull();
    expect(outside).toBeNull();
    expect(db.changeMark()).not.toBeNull();
  });

  it('moves when a restore swaps the files', async () => {
    expect(await moves(() => db.snapshots.swap(noSteps))).toBe(true);
  });
});
