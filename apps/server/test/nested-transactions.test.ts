import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/core/db/db.ts';
import { startTestServer, type TestServer } from './test-server.ts';

// Nested transactions started side by side inside one transaction, on either engine: each is a
// savepoint of its own, committed or rolled back whole, never ending a sibling's.
let server: TestServer;
let db: Db;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  db = server.core.db;
  await db.exec('CREATE TABLE "nested_probe" ("n" INTEGER NOT NULL)');
});

afterAll(async () => {
  await server.close();
});

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

async function insertTwice(tx: Db, n: number, fail: boolean) {
  await tx.run('INSERT INTO "nested_probe" ("n") VALUES (?)', [n]);
  await pause();
  await tx.run('INSERT INTO "nested_probe" ("n") VALUES (?)', [n]);
  if (fail) throw new Error(`refused ${n}`);
}

describe('nested transactions side by side', () => {
  it('each commits or rolls back whole, and the enclosing one commits the rest', async () => {
    const outcomes = await db.transaction((tx) =>
      Promise.allSettled(
        [1, 2, 3, 4, 5].map((n) =>
          tx.transaction(async (inner) => {
            await insertTwice(inner, n, n % 2 === 0);
            // One level deeper, inside a sibling: goes ahead of the siblings still waiting.
            if (n === 3) await inner.transaction((deepest) => insertTwice(deepest, 30, false));
          }),
        ),
      ),
    );
    expect(outcomes.map((it) => it.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const rows = await db.all<{ n: number }>('SELECT "n" FROM "nested_probe" ORDER BY "n"');
    expect(rows.map((row) => Number(row.n))).toEqual([1, 1, 3, 3, 5, 5, 30, 30]);
  });
});
