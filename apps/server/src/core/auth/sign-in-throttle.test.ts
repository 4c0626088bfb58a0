import { describe, expect, it } from 'vitest';
import { SignInThrottle, delayFor, type ThrottleRules } from './sign-in-throttle.ts';

const RULES: ThrottleRules = {
  enabled: true,
  windowSeconds: 60,
  maxIdentityFailures: 5,
  maxAddressFailures: 20,
  delayMs: 100,
  maxDelayMs: 1000,
};

const keys = (identity: string, address = '10.0.0.1') => ({ identity, address });

/** A throttle on a clock the test moves. */
function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  return { throttle: new SignInThrottle(() => clock.now), clock };
}

/** `count` failed attempts of one identity, returning each verdict. */
function failures(throttle: SignInThrottle, count: number, identity = 'a', rules = RULES) {
  return Array.from({ length: count }, () => throttle.attempt(keys(identity), rules));
}

describe('delayFor', () => {
  it.each([
    { level: -3, delay: 0 },
    { level: 0, delay: 0 },
    { level: 1, delay: 100 },
    { level: 2, delay: 200 },
    { level: 3, delay: 400 },
    { level: 4, delay: 800 },
    { level: 5, delay: 1000 },
    { level: 60, delay: 1000 },
  ])('level $level waits $delay ms', ({ level, delay }) => {
    expect(delayFor(level, RULES)).toBe(delay);
  });
});

describe('SignInThrottle', () => {
  it.each([
    { prior: 0, verdict: { allowed: true, delayMs: 0 } },
    { prior: 1, verdict: { allowed: true, delayMs: 0 } },
    { prior: 2, verdict: { allowed: true, delayMs: 100 } },
    { prior: 3, verdict: { allowed: true, delayMs: 200 } },
    { prior: 4, verdict: { allowed: true, delayMs: 400 } },
    { prior: 5, verdict: { allowed: false, retryAfterSeconds: 60 } },
    { prior: 9, verdict: { allowed: false, retryAfterSeconds: 60 } },
  ])('after $prior failures of an identity: $verdict', ({ prior, verdict }) => {
    const { throttle } = throttleAt();
    failures(throttle, prior);
    expect(throttle.attempt(keys('a'), RULES)).toEqual(verdict);
  });

  it('lets an identity in again once its oldest failures leave the window', () => {
    const { throttle, clock } = throttleAt();
    failures(throttle, 5);
    clock.now += 30_000;
    expect(throttle.attempt(keys('a'), RULES)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    clock.now += 30_000;
    expect(throttle.attempt(keys('a'), RULES)).toMatchObject({ allowed: true });
  });

  it('forgets an identity after a success, but not the address', () => {
    const { throttle } = throttleAt();
    failures(throttle, 4);
    throttle.attempt(keys('a'), RULES);
    throttle.succeed(keys('a'));
    expect(throttle.attempt(keys('a'), RULES)).toEqual({ allowed: true, delayMs: 0 });
    // The address kept its four failures (the success was taken back), plus the attempt above.
    const rules = { ...RULES, maxAddressFailures: 5 };
    expect(throttle.attempt(keys('b'), rules)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('does not let other identities slow down or lock out an identity below the address allowance', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 9; i++) throttle.attempt(keys(`guess-${i}`), RULES);
    expect(throttle.attempt(keys('a'), RULES)).toEqual({ allowed: true, delayMs: 0 });
  });

  it('delays an address past half its allowance and refuses it at the allowance', () => {
    const { throttle } = throttleAt();
    const verdicts = Array.from({ length: 21 }, (_, i) =>
      throttle.attempt(keys(`guess-${i}`), RULES),
    );
    expect(verdicts[9]).toEqual({ allowed: true, delayMs: 0 });
    expect(verdicts[10]).toEqual({ allowed: true, delayMs: 100 });
    expect(verdicts[11]).toEqual({ allowed: true, delayMs: 200 });
    expect(verdicts[20]).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // Another address is not affected.
    expect(throttle.attempt(keys('x', '10.0.0.2'), RULES)).toEqual({ allowed: true, delayMs: 0 });
  });

  it('counts parallel attempts before their passwords are checked', () => {
    const { throttle } = throttleAt();
    const verdicts = failures(throttle, 8);
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
  });

  it('compares identities as given (the caller lower-cases them) and does nothing when disabled', () => {
    const { throttle } = throttleAt();
    const off = { ...RULES, enabled: false };
    failures(throttle, 10, 'a', off);
    expect(throttle.attempt(keys('a'), RULES)).toEqual({ allowed: true, delayMs: 0 });
  });
});
