import type { Db } from '../db/db.ts';
import { newId } from '../../tools/ids.ts';
import {
  throttleVerdict,
  windowStart,
  type ThrottleKeys,
  type ThrottleRules,
  type ThrottleVerdict,
} from './sign-in-throttle.ts';

/** An allowed attempt, counted as a failure until `succeed` takes it back. */
export type CountedAttempt = { at: number; attempt: string };

/** The verdict for an attempt, and the failure it was counted as when it was allowed. */
export type ThrottledAttempt = { verdict: ThrottleVerdict; counted: CountedAttempt | null };

/** How often an instance deletes the failures that left the window (bounded growth). */
const SWEEP_EVERY_MS = 60_000;

/**
 * The sign-in throttle's failures, kept in the database (`_signInFailures`) so that every
 * instance on it counts against one allowance and a restart forgets nothing (docs/decisions/022).
 *
 * An allowed attempt is counted as a failure at once and taken back if its password is right, so
 * a burst of parallel guesses cannot all pass the check before the first one fails. Reading the
 * failures, judging them and counting the attempt happen in one transaction, which on both
 * engines runs under the database's write lock (decision 043): no two attempts, from any
 * instance, are judged on the same failures.
 */
export class SignInFailures {
  private nextSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** The verdict for an attempt with these keys, before its password is checked. */
  async attempt(keys: ThrottleKeys, rules: ThrottleRules): Promise<ThrottledAttempt> {
    if (!rules.enabled) return { verdict: { allowed: true, delayMs: 0 }, counted: null };
    const named = { identity: identityKey(keys), address: addressKey(keys) };
    // A refused attempt is answered from a plain read: it writes nothing and takes no lock, so
    // a flood of refused guesses neither extends the lock nor holds up the database's writes.
    // Failures are only added under the lock; a refusal read outside it is at worst as old as
    // a success that forgot the identity a moment ago, the answer of an attempt made before it.
    const seen = await this.verdictAt(this.db, named, this.now(), rules);
    if (!seen.allowed) return { verdict: seen, counted: null };
    return this.db.transaction(async (tx) => {
      const at = this.now();
      const verdict = await this.verdictAt(tx, named, at, rules);
      if (!verdict.allowed) return { verdict, counted: null };
      const attempt = newId();
      await tx.run(
        `INSERT INTO "_signInFailures" ("key", "at", "attempt") VALUES (?, ?, ?), (?, ?, ?)`,
        [named.identity, at, attempt, named.address, at, attempt],
      );
      await this.sweepWhenDue(tx, at, rules);
      return { verdict, counted: { at, attempt } };
    });
  }

  /**
   * A correct password: the identity's failures are forgotten (with the throttle off too, as
   * failures counted before it was turned off would otherwise outlive the proof); the address's
   * keep all but this attempt (one valid account must not reset the allowance of a whole
   * address).
   */
  async succeed(keys: ThrottleKeys, counted: CountedAttempt | null): Promise<void> {
    await this.db.run(
      `DELETE FROM "_signInFailures"
       WHERE "key" = ? OR ("key" = ? AND "at" = ? AND "attempt" = ?)`,
      [identityKey(keys), addressKey(keys), counted?.at ?? -1, counted?.attempt ?? ''],
    );
  }

  /**
   * The verdict from the newest failures of each key inside the window, at most its allowance
   * of them: enough for the same verdict as from all (a key at its allowance is refused until
   * the oldest of these leaves the window; below it, all are read), and bounded reads however
   * many rows a key has.
   */
  private async verdictAt(
    db: Db,
    keys: { identity: string; address: string },
    now: number,
    rules: ThrottleRules,
  ): Promise<ThrottleVerdict> {
    const since = windowStart(now, rules);
    const newest = (alias: string) =>
      `SELECT "key", "at" FROM (SELECT "key", "at" FROM "_signInFailures"
         WHERE "key" = ? AND "at" > ? ORDER BY "at" DESC LIMIT ?) AS "${alias}"`;
    const rows = await db.all<{ key: string; at: number }>(
      `${newest('identity')} UNION ALL ${newest('address')}`,
      [
        ...[keys.identity, since, rules.maxIdentityFailures],
        ...[keys.address, since, rules.maxAddressFailures],
      ],
    );
    const times = (key: string) => rows.filter((row) => row.key === key).map((row) => row.at);
    return throttleVerdict(
      { identity: times(keys.identity), address: times(keys.address) },
      now,
      rules,
    );
  }

  /** At most once a minute per instance, inside an attempt's transaction. */
  private async sweepWhenDue(tx: Db, now: number, rules: ThrottleRules): Promise<void> {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    await tx.run(`DELETE FROM "_signInFailures" WHERE "at" <= ?`, [windowStart(now, rules)]);
  }
}

const identityKey = (keys: ThrottleKeys) => `identity:${keys.identity}`;
const addressKey = (keys: ThrottleKeys) => `address:${keys.address}`;
