import { describe, expect, it } from 'vitest';
import {
  delayFor,
  throttleVerdict,
  type FailureTimes,
  type ThrottleRules,
} from './sign-in-throttle.ts';

const RULES: ThrottleRules = {
  enabled: true,
  windowSeconds: 60,
  maxIdentityFailures: 5,
  maxAddressFailures: 20,
  delayMs: 100,
  maxDelayMs: 1000,
};

const NOW = 1_000_000;

/** `count` failure times, the newest `ago` ms before NOW and one ms apart. */
const times = (count: number, ago = 0) => Array.from({ length: count }, (_, i) => NOW - ago - i);

/** One identity's failures, all from the same address (so the address has them too). */
const sameAddress = (count: number, ago = 0): FailureTimes => ({
  identity: times(count, ago),
  address: times(count, ago),
});

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

describe('throttleVerdict', () => {
  it.each([
    { prior: 0, verdict: { allowed: true, delayMs: 0 } },
    { prior: 1, verdict: { allowed: true, delayMs: 0 } },
    { prior: 2, verdict: { allowed: true, delayMs: 100 } },
    { prior: 3, verdict: { allowed: true, delayMs: 200 } },
    { prior: 4, verdict: { allowed: true, delayMs: 400 } },
    { prior: 5, verdict: { allowed: false, retryAfterSeconds: 60 } },
    { prior: 9, verdict: { allowed: false, retryAfterSeconds: 60 } },
  ])('after $prior failures of an identity: $verdict', ({ prior, verdict }) => {
    expect(throttleVerdict(sameAddress(prior), NOW, RULES)).toEqual(verdict);
  });

  it.each([
    {
      case: 'half the window later',
      ago: 30_000,
      verdict: { allowed: false, retryAfterSeconds: 30 },
    },
    {
      case: 'just before the window ends',
      ago: 59_001,
      verdict: { allowed: false, retryAfterSeconds: 1 },
    },
    // The newest failure is at NOW - ago: with a full window gone, none counts any more.
    { case: 'a window later', ago: 60_000, verdict: { allowed: true, delayMs: 0 } },
    { case: 'long after', ago: 3_600_000, verdict: { allowed: true, delayMs: 0 } },
  ])('lets an identity in again once its failures leave the window: $case', ({ ago, verdict }) => {
    expect(throttleVerdict(sameAddress(5, ago), NOW, RULES)).toEqual(verdict);
  });

  it.each([
    // Other identities' failures from one address: no delay nor refusal below half its allowance.
    { address: 9, verdict: { allowed: true, delayMs: 0 } },
    { address: 10, verdict: { allowed: true, delayMs: 100 } },
    { address: 11, verdict: { allowed: true, delayMs: 200 } },
    { address: 19, verdict: { allowed: true, delayMs: 1000 } },
    { address: 20, verdict: { allowed: false, retryAfterSeconds: 60 } },
  ])('after $address failures from the address (none of the identity): $verdict', (row) => {
    const failures = { identity: [], address: times(row.address) };
    expect(throttleVerdict(failures, NOW, RULES)).toEqual(row.verdict);
  });

  it.each([
    {
      case: 'the longer of two refusals',
      failures: { identity: times(5, 40_000), address: times(20, 10_000) },
      verdict: { allowed: false, retryAfterSeconds: 50 },
    },
    {
      case: 'the higher of two delay levels',
      // The identity alone would wait 200 ms (level 2), the address alone 800 ms (level 4).
      failures: { identity: times(3), address: times(13) },
      verdict: { allowed: true, delayMs: 800 },
    },
    {
      case: 'the oldest failure that must leave the window, in any order',
      failures: {
        identity: [NOW - 5_000, NOW - 50_000, NOW - 1_000, NOW - 20_000, NOW - 2_000, NOW - 55_000],
        address: [],
      },
      verdict: { allowed: false, retryAfterSeconds: 10 },
    },
    {
      case: 'only the failures inside the window',
      // Eight failures would be refused; the four in the window wait 400 ms.
      failures: { identity: [...times(4, 60_000), ...times(4)], address: [] },
      verdict: { allowed: true, delayMs: 400 },
    },
  ])('judges by $case', ({ failures, verdict }) => {
    expect(throttleVerdict(failures, NOW, RULES)).toEqual(verdict);
  });

  it('allows everything without delay when the settings turn it off', () => {
    const off = { ...RULES, enabled: false };
    expect(throttleVerdict(sameAddress(50), NOW, off)).toEqual({ allowed: true, delayMs: 0 });
  });
});
