/**
 * The sign-in throttle's arithmetic (docs/decisions/022): from the times of the failed password
 * sign-ins of one identity and of one client address, the verdict for the next attempt. Pure:
 * where the failures are kept, and how an attempt is counted atomically across instances, is
 * `sign-in-failures.ts`.
 *
 * Each key's failures count inside a sliding window: a key with `maxFailures` failures in the
 * window is refused (429) until the oldest of them leaves it; below that, answers are held back
 * by a delay that doubles with every further failure.
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

/** Times (milliseconds since the epoch) of the failures of an attempt's two keys, any order. */
export type FailureTimes = { identity: readonly number[]; address: readonly number[] };

/** Failures an identity may have before its answers are delayed (a typo is not an attack). */
const FREE_IDENTITY_FAILURES = 2;

/** The verdict at `now` for an attempt whose keys have these failures (older ones are ignored). */
export function throttleVerdict(
  failures: FailureTimes,
  now: number,
  rules: ThrottleRules,
): ThrottleVerdict {
  if (!rules.enabled) return { allowed: true, delayMs: 0 };
  const identity = inWindow(failures.identity, now, rules);
  const address = inWindow(failures.address, now, rules);
  const retryAfter = Math.max(
    retryAfterSeconds(identity, rules.maxIdentityFailures, now, rules),
    retryAfterSeconds(address, rules.maxAddressFailures, now, rules),
  );
  if (retryAfter > 0) return { allowed: false, retryAfterSeconds: retryAfter };
  // The address's delays start once half its allowance is spent (many people share one).
  const addressFree = Math.floor(rules.maxAddressFailures / 2);
  const level =
    1 + Math.max(identity.length - FREE_IDENTITY_FAILURES, address.length - addressFree);
  return { allowed: true, delayMs: delayFor(level, rules) };
}

/** No delay at level 0 or below, then `delayMs`, doubling up to `maxDelayMs`. */
export function delayFor(level: number, rules: ThrottleRules): number {
  if (level <= 0) return 0;
  return Math.min(rules.maxDelayMs, rules.delayMs * 2 ** Math.min(level - 1, 30));
}

/** The earliest time a failure counts at `now`: one that happened after it. */
export function windowStart(now: number, rules: ThrottleRules): number {
  return now - rules.windowSeconds * 1000;
}

/** The failures still inside the window, oldest first. */
function inWindow(times: readonly number[], now: number, rules: ThrottleRules): number[] {
  const since = windowStart(now, rules);
  return times.filter((at) => at > since).sort((x, y) => x - y);
}

/** Whole seconds until fewer than `max` failures remain in the window (0: not refused). */
function retryAfterSeconds(
  recent: readonly number[],
  max: number,
  now: number,
  rules: ThrottleRules,
): number {
  if (recent.length < max) return 0;
  const freedAt = recent[recent.length - max]! + rules.windowSeconds * 1000;
  return Math.max(1, Math.ceil((freedAt - now) / 1000));
}
