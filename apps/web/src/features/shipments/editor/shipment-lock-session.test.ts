import { SHIPMENT_LOCK_TIMEOUT_MS } from '@rumbo/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LockAttempt } from '#data/shipments/shipment-locks.ts';
import type { PageLeavingHandlers } from '#lib/page-leaving.ts';
import {
  LOCK_RENEW_MS,
  LOCK_RETRY_MS,
  ShipmentLockSession,
  type EditorLock,
  type LockSessionDeps,
} from './shipment-lock-session.ts';

const target = { company: 'c1', collection: 'shipments_air', shipmentId: 's1' } as const;
const holder = { userId: 'u1', userName: 'Ana' };
const held = (lockId: string): LockAttempt => ({ kind: 'held', lockId });
const taken: LockAttempt = { kind: 'taken', owner: { userId: 'u2', userName: 'Bea' } };

function fakeDeps() {
  let page: PageLeavingHandlers = { leaving: () => undefined, stayed: () => undefined };
  let heard: (holderId: string | null) => void = () => undefined;
  const deps = {
    take: vi.fn<LockSessionDeps['take']>().mockResolvedValue(held('l1')),
    renew: vi.fn<LockSessionDeps['renew']>().mockResolvedValue(held('l1')),
    release: vi.fn<LockSessionDeps['release']>().mockResolvedValue(undefined),
    releaseOnUnload: vi.fn<LockSessionDeps['releaseOnUnload']>(),
    follow: vi.fn<LockSessionDeps['follow']>((_target, onChange) => {
      heard = onChange;
      return () => undefined;
    }),
    onPageLeaving: vi.fn<LockSessionDeps['onPageLeaving']>((handlers) => {
      page = handlers;
      return () => undefined;
    }),
    activity: new EventTarget(),
    now: () => Date.now(),
  } satisfies LockSessionDeps;
  return { deps, page: () => page, lockEvent: (holderId: string | null) => heard(holderId) };
}

describe('ShipmentLockSession', () => {
  let fake: ReturnType<typeof fakeDeps>;
  let locks: EditorLock[];
  let pending: boolean;
  let session: ShipmentLockSession;

  beforeEach(() => {
    vi.useFakeTimers();
    fake = fakeDeps();
    locks = [];
    pending = false;
    session = new ShipmentLockSession(
      { target, holder, hasPendingChanges: () => pending, onChange: (lock) => locks.push(lock) },
      fake.deps,
    );
  });

  afterEach(() => {
    session.stop();
    vi.useRealTimers();
  });

  it('takes the lock at start and renews it every 2 minutes with whether there are changes', async () => {
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.deps.take).toHaveBeenCalledTimes(1);
    expect(locks).toEqual([{ status: 'held' }]);
    pending = true;
    fake.deps.activity.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(LOCK_RENEW_MS);
    expect(fake.deps.renew).toHaveBeenCalledWith('l1', holder, true);
  });

  it('names the colleague holding it, tries again every 20 seconds, and at once when their lock changes', async () => {
    fake.deps.take.mockResolvedValue(taken);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(locks).toEqual([{ status: 'taken', ownerName: 'Bea' }]);
    await vi.advanceTimersByTimeAsync(LOCK_RETRY_MS);
    expect(fake.deps.take).toHaveBeenCalledTimes(2);
    fake.deps.take.mockResolvedValue(held('l2'));
    fake.lockEvent(null);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.deps.take).toHaveBeenCalledTimes(3);
    expect(locks.at(-1)).toEqual({ status: 'held' });
  });

  it('says offline when taking fails, and a refresh (the server back) tries at once', async () => {
    fake.deps.take.mockRejectedValueOnce(new Error('no server'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(locks).toEqual([{ status: 'offline' }]);
    session.refresh();
    await vi.advanceTimersByTimeAsync(0);
    expect(locks.at(-1)).toEqual({ status: 'held' });
  });

  it('lets the lock lapse when left untouched without changes, and renews again on activity', async () => {
    session.start();
    await vi.advanceTimersByTimeAsync(SHIPMENT_LOCK_TIMEOUT_MS + LOCK_RENEW_MS);
    const renewals = fake.deps.renew.mock.calls.length;
    await vi.advanceTimersByTimeAsync(LOCK_RENEW_MS * 3);
    expect(fake.deps.renew).toHaveBeenCalledTimes(renewals);
    fake.deps.activity.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.deps.renew).toHaveBeenCalledTimes(renewals + 1);
  });

  it('gives the lock back as the page goes and takes it again when the page stays', async () => {
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    fake.page().leaving();
    fake.page().leaving();
    expect(fake.deps.releaseOnUnload).toHaveBeenCalledTimes(2);
    expect(fake.deps.releaseOnUnload).toHaveBeenLastCalledWith('l1');
    fake.page().stayed();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.deps.take).toHaveBeenCalledTimes(2);
  });

  it('takes nothing as the page goes: a renewal on its way finds the lock gone and ends there', async () => {
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    type Renewal = Awaited<ReturnType<LockSessionDeps['renew']>>;
    let answer: (attempt: Renewal) => void = () => undefined;
    fake.deps.renew.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    session.refresh();
    fake.page().leaving();
    answer({ kind: 'gone' });
    await vi.advanceTimersByTimeAsync(LOCK_RENEW_MS * 3);
    expect(fake.deps.take).toHaveBeenCalledTimes(1);
    expect(fake.deps.renew).toHaveBeenCalledTimes(1);
    expect(fake.deps.releaseOnUnload).toHaveBeenCalledWith('l1');
    fake.page().stayed();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.deps.take).toHaveBeenCalledTimes(2);
    expect(locks.at(-1)).toEqual({ status: 'held' });
  });

  it('keeps nothing a take answers after the page went, and gives back the lock it was claiming', async () => {
    let answer: (attempt: LockAttempt) => void = () => undefined;
    fake.deps.take.mockImplementation((_target, _holder, options) => {
      options?.claiming?.('l9');
      return new Promise((resolve) => (answer = resolve));
    });
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    fake.page().leaving();
    expect(fake.deps.releaseOnUnload).toHaveBeenCalledWith('l9');
    answer(held('l9'));
    await vi.advanceTimersByTimeAsync(LOCK_RETRY_MS * 3);
    expect(locks).toEqual([]);
    expect(fake.deps.take).toHaveBeenCalledTimes(1);
    expect(fake.deps.renew).not.toHaveBeenCalled();
  });

  it('releases the lock on stop once a renewal still on its way is done, and tries no more', async () => {
    session.start();
    await vi.advanceTimersByTimeAsync(0);
    let answer: (attempt: LockAttempt) => void = () => undefined;
    fake.deps.renew.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    session.refresh();
    session.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.deps.release).not.toHaveBeenCalled();
    answer(held('l1'));
    await vi.advanceTimersByTimeAsync(LOCK_RETRY_MS * 3);
    expect(fake.deps.release).toHaveBeenCalledWith('l1');
    expect(fake.deps.take).toHaveBeenCalledTimes(1);
    expect(locks).toEqual([{ status: 'held' }]);
  });
});
