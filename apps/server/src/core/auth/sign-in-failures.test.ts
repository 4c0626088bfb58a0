import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/db.ts';
import { openSqlite } from '../db/sqlite.ts';
import { ensureSystemTables } from '../db/system-tables.ts';
import { SignInFailures } from './sign-in-failures.ts';
import type { ThrottleRules } from './sign-in-throttle.ts';

// The throttle's storage on embedded SQLite: counting, taking back, sharing and sweeping
// (the verdicts themselves: sign-in-throttle.test.ts; both engines and several instances:
// test/sign-in-throttle*.test.ts).
const RULES: ThrottleRules = {
  enabled: true,
  windowSeconds: 60,
  maxIdentityFailures: 5,
  maxAddressFailures: 20,
  delayMs: 100,
  maxDelayMs: 1000,
};

const keys = (identity: string, address = '10.0.0.1') => ({ identity, address });
const opened: Db[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

/** A store on a new database, on a clock the test moves. */
async function storeAt(start = 1_000_000) {
  const db = openSqlite(':memory:');
  opened.push(db);
  await ensureSystemTables(db);
  const clock = { now: start };
  return { store: new SignInFailures(db, () => clock.now), db, clock };
}

/** `count` failed attempts of one identity one after another, returning each verdict. */
async function failures(store: SignInFailures, count: number, identity = 'a', rules = RULES) {
  const verdicts = [];
  for (let i = 0; i < count; i++)
    verdicts.push((await store.attempt(keys(identity), rules)).verdict);
  return verdicts;
}

const rowCount = async (db: Db) =>
  (await db.get<{ n: number }>('SELECT COUNT(*) AS "n" FROM "_signInFailures"'))!.n;

describe('SignInFailures', () => {
  it('counts an allowed attempt at once, so parallel attempts cannot all pass', async () => {
    const { store } = await storeAt();
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, () => store.attempt(keys('a'), RULES)),
    );
    expect(verdicts.filter(({ verdict }) => verdict.allowed)).toHaveLength(5);
  });

  it('judges by the failures it stored: delays, then refusal until the window passes', async () => {
    const { store, clock } = await storeAt();
    expect(await failures(store, 6)).toEqual([
      { allowed: true, delayMs: 0 },
      { allowed: true, delayMs: 0 },
      { allowed: true, delayMs: 100 },
      { allowed: true, delayMs: 200 },
      { allowed: true, delayMs: 400 },
      { allowed: false, retryAfterSeconds: 60 },
    ]);
    clock.now += 30_000;
    expect(await failures(store, 1)).toEqual([{ allowed: false, retryAfterSeconds: 30 }]);
    clock.now += 30_000;
    expect(await failures(store, 1)).toEqual([{ allowed: true, delayMs: 0 }]);
  });

  it('judges an allowance lowered below the stored failures by the newest of them', async () => {
    const { store, clock } = await storeAt();
    for (let i = 0; i < 5; i++) {
      if (i > 0) clock.now += 10_000;
      await failures(store, 1);
    }
    // Two allowed: refused until the second newest (10 s ago) leaves the 60 s window.
    const lowered = { ...RULES, maxIdentityFailures: 2 };
    expect((await store.attempt(keys('a'), lowered)).verdict).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
  });

  it('forgets an identity after a success, but not the address', async () => {
    const { store } = await storeAt();
    await failures(store, 4);
    const { counted } = await store.attempt(keys('a'), RULES);
    await store.succeed(keys('a'), counted);
    expect((await store.attempt(keys('a'), RULES)).verdict).toEqual({ allowed: true, delayMs: 0 });
    // The address kept its four failures (the success was taken back), plus the attempt above.
    const rules = { ...RULES, maxAddressFailures: 5 };
    expect((await store.attempt(keys('b'), rules)).verdict).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    // Another address is not affected.
    expect((await store.attempt(keys('b', '10.0.0.2'), rules)).verdict).toEqual({
      allowed: true,
      delayMs: 0,
    });
  });

  it('shares the failures with every store on the database (another instance, a restart)', async () => {
    const { store, db, clock } = await storeAt();
    await failures(store, 5);
    const restarted = new SignInFailures(db, () => clock.now);
    expect((await restarted.attempt(keys('a'), RULES)).verdict).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
  });

  it('writes nothing for a refused attempt', async () => {
    const { store, db } = await storeAt();
    await failures(store, 5);
    expect(await rowCount(db)).toBe(10);
    await failures(store, 3);
    expect(await rowCount(db)).toBe(10);
  });

  it('counts nothing while off, and a success then still forgets the identity', async () => {
    const { store, db } = await storeAt();
    await failures(store, 4);
    const off = { ...RULES, enabled: false };
    const { verdict, counted } = await store.attempt(keys('a'), off);
    expect(verdict).toEqual({ allowed: true, delayMs: 0 });
    expect(counted).toBeNull();
    expect(await rowCount(db)).toBe(8);
    await store.succeed(keys('a'), counted);
    expect(await rowCount(db)).toBe(4);
    expect((await store.attempt(keys('a'), RULES)).verdict).toEqual({ allowed: true, delayMs: 0 });
  });

  it('sweeps the failures that left the window, at most once a minute', async () => {
    const { store, db, clock } = await storeAt();
    await failures(store, 3, 'a');
    clock.now += 30_000;
    await failures(store, 1, 'b');
    // The first attempt swept (nothing was old); the next sweep is due a minute after it.
    clock.now += 20_000;
    await failures(store, 1, 'c');
    expect(await rowCount(db)).toBe(10);
    clock.now += 41_000;
    await failures(store, 1, 'd');
    // 'a' failed 91 s ago and 'b' 61 s ago: both left the 60 s window.
    expect(await rowCount(db)).toBe(4);
  });
});
