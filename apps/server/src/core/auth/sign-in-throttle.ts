/**
 * Counts failed password sign-ins per identity and per client address, in memory
 * (docs/decisions/022). Each key remembers the times of its failures inside a sliding window:
 * a key with `maxFailures` failures in the window is refused (429) until the oldest of them
 * leaves it; below that, answers are held back by a delay that doubles with every further
 * failure. Only failures count; a success forgets the identity's failures.
 *
 * An allowed attempt is counted as a failure at once and taken back if its password is right,
 * so a burst of parallel guesses cannot all pass the check before the first one fails.
 */
export type ThrottleRules = {
  enabled: boolean;
  /** How long a failure is remembered, in seconds. */
  windowSeconds: number;
  /** Failures of one identity (email or username of one collection, or operator) in the window. */
  maxIdentityFailures: number;
  /** Failures from one client address in the window, whatever the identity. */
  maxAddressFailures: number;
  /** The first delay, in milliseconds; it doubles with each further failure. */
  delayMs: number;
  /** The longest delay, in milliseconds. */
  maxDelayMs: number;
};

/** What an attempt may do: wait `delayMs` and go on, or be refused for `retryAfterSeconds`. */
export type ThrottleVerdict =
  { allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number };

export type ThrottleKeys = { identity: string; address: string };

/** Failures an identity may have before its answers are delayed (a typo is not an attack). */
const FREE_IDENTITY_FAILURES = 2;
/** Keys kept at most; beyond it, keys with no failure left in the window are swept. */
const SWEEP_ABOVE = 10_000;

export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The verdict for an attempt with these keys, before its password is checked; an allowed
   * attempt counts as a failure until `succeed` takes it back.
   */
  attempt(keys: ThrottleKeys, rules: ThrottleRules): ThrottleVerdict {
    if (!rules.enabled) return { allowed: true, delayMs: 0 };
    const identity = this.recent(identityKey(keys), rules);
    const address = this.recent(addressKey(keys), rules);
    const retryAfter = Math.max(
      this.retryAfter(identity, rules.maxIdentityFailures, rules),
      this.retryAfter(address, rules.maxAddressFailures, rules),
    );
    if (retryAfter > 0) return { allowed: false, retryAfterSeconds: retryAfter };
    // The address's delays start once half its allowance is spent (many people share one).
    const addressFree = Math.floor(rules.maxAddressFailures / 2);
    const level =
      1 + Math.max(identity.length - FREE_IDENTITY_FAILURES, address.length - addressFree);
    const at = this.now();
    this.failures.set(identityKey(keys), [...identity, at]);
    this.failures.set(addressKey(keys), [...address, at]);
    if (this.failures.size > SWEEP_ABOVE) this.sweep(rules);
    return { allowed: true, delayMs: delayFor(level, rules) };
  }

  /**
   * A correct password: the identity's failures are forgotten; the address's keep all but
   * this attempt (one valid account must not reset the allowance of a whole address).
   */
  succeed(keys: ThrottleKeys): void {
    this.failures.delete(identityKey(keys));
    const address = this.failures.get(addressKey(keys));
    if (!address) return;
    address.pop();
    if (address.length === 0) this.failures.delete(addressKey(keys));
  }

  /** The failures of a key still inside the window, oldest first. */
  private recent(key: string, rules: ThrottleRules): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const since = this.now() - rules.windowSeconds * 1000;
    const kept = list.filter((at) => at > since);
    if (kept.length === 0) this.failures.delete(key);
    else if (kept.length !== list.length) this.failures.set(key, kept);
    return kept;
  }

  /** Whole seconds until fewer than `max` failures remain in the window (0: not refused). */
  private retryAfter(list: number[], max: number, rules: ThrottleRules): number {
    if (list.length < max) return 0;
    const freedAt = list[list.length - max]! + rules.windowSeconds * 1000;
    return Math.max(1, Math.ceil((freedAt - this.now()) / 1000));
  }

  private sweep(rules: ThrottleRules): void {
    for (const key of [...this.failures.keys()]) this.recent(key, rules);
  }
}

const identityKey = (keys: ThrottleKeys) => `identity:${keys.identity}`;
const addressKey = (keys: ThrottleKeys) => `address:${keys.address}`;

/** No delay at level 0 or below, then `delayMs`, doubling up to `maxDelayMs`. */
export function delayFor(level: number, rules: ThrottleRules): number {
  if (level <= 0) return 0;
  return Math.min(rules.maxDelayMs, rules.delayMs * 2 ** Math.min(level - 1, 30));
}
