import { setTimeout as sleep } from 'node:timers/promises';
import { randomString } from '../../tools/ids.ts';
import type { Passwords } from '../../tools/passwords.ts';
import type { Db } from '../db/db.ts';
import type { SettingsStore } from '../settings/settings-store.ts';
import { SignInFailures } from './sign-in-failures.ts';

export type SignInAttempt = {
  /** Whose sign-in: a collection id, or `_admins` for operators. */
  scope: string;
  /** The identity as typed (email or username); compared without case. */
  identity: string;
  /** The client address of the request. */
  address: string;
  password: string;
  /** The stored hash of the identity, or null when no account answers to it. */
  passwordHash: string | null;
};

export type SignInOutcome =
  | { status: 'signed-in' }
  | { status: 'refused' }
  | { status: 'throttled'; retryAfterSeconds: number };

/**
 * Every password sign-in (auth records and operators): throttled per identity and per client
 * address (settings `signInThrottle`; the failures are shared by every instance on the database),
 * and the same bcrypt work whether the identity exists or not, so neither guessing online nor
 * timing tells an attacker which accounts exist (docs/decisions/022).
 */
export class PasswordSignIn {
  private readonly throttle: SignInFailures;
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly deps: { db: Db; passwords: Passwords; settings: SettingsStore },
    now?: () => number,
  ) {
    this.throttle = new SignInFailures(deps.db, now);
  }

  async attempt(attempt: SignInAttempt): Promise<SignInOutcome> {
    const rules = this.deps.settings.get().signInThrottle;
    const keys = {
      identity: `${attempt.scope}:${attempt.identity.toLowerCase()}`,
      address: attempt.address,
    };
    const { verdict, counted } = await this.throttle.attempt(keys, rules);
    if (!verdict.allowed)
      return { status: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
    if (verdict.delayMs > 0) await sleep(verdict.delayMs);
    // An unknown identity is checked against a hash of the same cost: the refusal costs the same.
    const hash = attempt.passwordHash || (await this.unknownIdentityHash());
    const matches = await this.deps.passwords.verify(attempt.password, hash);
    if (!matches || !attempt.passwordHash) return { status: 'refused' };
    await this.throttle.succeed(keys, counted);
    return { status: 'signed-in' };
  }

  /** A hash of a random password at the configured cost, made once and kept. */
  private unknownIdentityHash(): Promise<string> {
    this.dummyHash ??= this.deps.passwords.hash(randomString(32));
    return this.dummyHash;
  }
}
