import { SHIPMENT_LOCK_TIMEOUT_MS } from '@rumbo/domain';
import {
  followShipmentLock,
  releaseShipmentLock,
  releaseShipmentLockOnUnload,
  renewShipmentLock,
  takeShipmentLock,
  type LockAttempt,
  type LockHolder,
  type LockTarget,
} from '#data/shipments/shipment-locks.ts';
import { onPageLeaving } from '#lib/page-leaving.ts';

/** Where the editor stands with the shipment's lock (SPEC §4 Shipment lock). */
export type EditorLock =
  | { status: 'none' } // nothing to lock: a new shipment, or demo data kept in this browser
  | { status: 'taking' }
  | { status: 'held' }
  | { status: 'taken'; ownerName: string }
  | { status: 'offline' };

// A held lock is renewed well inside its 10 minutes; a refused or unreachable one is tried
// again soon, so the editor becomes editable shortly after the other person closes it.
export const LOCK_RENEW_MS = 2 * 60_000;
export const LOCK_RETRY_MS = 20_000;

// Interaction with the page that shows someone is at the editor.
const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'wheel'] as const;
const PASSIVE = { passive: true } as const;

/** What a session works with: the server's locks and the page; tests bring their own. */
export type LockSessionDeps = {
  take: typeof takeShipmentLock;
  renew: typeof renewShipmentLock;
  release: typeof releaseShipmentLock;
  releaseOnUnload: typeof releaseShipmentLockOnUnload;
  follow: typeof followShipmentLock;
  onPageLeaving: typeof onPageLeaving;
  /** Where activity is heard (the window). */
  activity: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now: () => number;
};

const APP_DEPS: LockSessionDeps = {
  take: takeShipmentLock,
  renew: renewShipmentLock,
  release: releaseShipmentLock,
  releaseOnUnload: releaseShipmentLockOnUnload,
  follow: followShipmentLock,
  onPageLeaving,
  activity: window,
  now: () => Date.now(),
};

export type LockSessionInput = {
  target: LockTarget;
  holder: LockHolder;
  /** Whether the editor has unsaved changes now (they keep the lock from expiring). */
  hasPendingChanges: () => boolean;
  /** Hears where the lock stands after each attempt. */
  onChange: (lock: EditorLock) => void;
};

/**
 * One editor's hold on a shipment's lock, from `start` to `stop`: takes it, renews it every
 * 2 minutes while someone is at the editor (marking pending changes, which keep it from
 * expiring), retries every 20 seconds while someone else holds it or the server is away, and
 * gives it back on stop and when the page goes (decision 036). Left untouched without changes
 * it stops renewing, so the lock expires after 10 minutes (SPEC §4) and a colleague can take
 * the shipment over.
 */
export class ShipmentLockSession {
  private lockId: string | null = null;
  /** The lock a take is writing right now (its answer not in yet), released if the page goes. */
  private claimingId: string | null = null;
  /** The lock given back as the page went, taken again if the page stays after all. */
  private releasedId: string | null = null;
  /** The page is going: nothing is renewed or taken until it shows it stayed. */
  private isLeaving = false;
  private status: EditorLock['status'] = 'taking';
  private isStopped = false;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private lastActiveAt: number;
  private stopWatching: () => void = () => undefined;
  private readonly input: LockSessionInput;
  private readonly deps: LockSessionDeps;

  constructor(input: LockSessionInput, deps: LockSessionDeps = APP_DEPS) {
    this.input = input;
    this.deps = deps;
    this.lastActiveAt = deps.now();
  }

  /** Takes the lock and keeps following it, the page and the person's activity. */
  start(): void {
    const { deps, input } = this;
    // Someone else's lock released or renewed (try now), or ours taken over (find out now).
    const stopFollowing = deps.follow(input.target, (holderId) => {
      if (this.status === 'taken' || (holderId !== null && holderId !== input.holder.userId))
        this.refresh();
    });
    const stopLeaving = deps.onPageLeaving({ leaving: this.leaving, stayed: this.stayed });
    for (const type of ACTIVITY_EVENTS)
      deps.activity.addEventListener(type, this.handleActivity, PASSIVE);
    this.stopWatching = () => {
      stopFollowing();
      stopLeaving();
      for (const type of ACTIVITY_EVENTS)
        deps.activity.removeEventListener(type, this.handleActivity);
    };
    this.refresh();
  }

  /** Tries again now (changes appeared or went, the server is back); joins an attempt running. */
  readonly refresh = (): void => {
    clearTimeout(this.timer);
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.step().finally(() => {
      this.running = null;
      if (this.isStopped) return;
      if (this.runAgain) {
        this.runAgain = false;
        this.refresh();
      } else
        this.timer = setTimeout(
          this.refresh,
          this.status === 'held' ? LOCK_RENEW_MS : LOCK_RETRY_MS,
        );
    });
  };

  /** Ends the session and gives the lock back, also one a take still on its way ends with. */
  stop(): void {
    this.isStopped = true;
    clearTimeout(this.timer);
    this.stopWatching();
    void (this.running ?? Promise.resolve())
      .then(() => {
        if (this.lockId) return this.deps.release(this.lockId);
      })
      .catch((error: unknown) => console.warn('Could not release the shipment lock.', error));
  }

  private isIdle(): boolean {
    const { input, deps } = this;
    return !input.hasPendingChanges() && deps.now() - this.lastActiveAt >= SHIPMENT_LOCK_TIMEOUT_MS;
  }

  private async step(): Promise<void> {
    // A page on its way out takes nothing: its lock was given back as it went.
    if (this.isLeaving) return;
    // Left idle: let the lock lapse; the next renewal after activity finds out who holds it.
    if (this.lockId && this.isIdle()) return;
    const { deps, input } = this;
    try {
      const renewed =
        this.lockId && (await deps.renew(this.lockId, input.holder, input.hasPendingChanges()));
      // A renewal on its way as the page went finds the lock gone: the page gave it back.
      if (this.isLeaving) return;
      const claiming = (id: string) => {
        this.claimingId = id;
      };
      const attempt =
        renewed && renewed.kind !== 'gone'
          ? renewed
          : await deps.take(input.target, input.holder, { claiming });
      if (!this.isStopped && !this.isLeaving) this.apply(attempt);
    } catch (error) {
      console.warn('Could not take the shipment lock.', error);
      if (!this.isStopped) input.onChange({ status: 'offline' });
    } finally {
      this.claimingId = null;
    }
  }

  private apply(attempt: LockAttempt): void {
    // Offline the lock we hold stays ours on the server: keep its id to renew or release it.
    if (attempt.kind !== 'offline') this.lockId = attempt.kind === 'held' ? attempt.lockId : null;
    this.status = attempt.kind;
    const { onChange } = this.input;
    if (attempt.kind === 'held') onChange({ status: 'held' });
    else if (attempt.kind === 'taken')
      onChange({ status: 'taken', ownerName: attempt.owner.userName });
    else if (attempt.kind === 'offline') onChange({ status: 'offline' });
  }

  private readonly handleActivity = (): void => {
    const wasIdle = this.isIdle();
    this.lastActiveAt = this.deps.now();
    if (wasIdle) this.refresh();
  };

  // Leaving the page gives the lock back, also one whose take is still on its way, with a
  // request the browser finishes after the page is gone (decision 036).
  private readonly leaving = (): void => {
    this.isLeaving = true;
    this.releasedId = this.lockId ?? this.claimingId ?? this.releasedId;
    this.lockId = null;
    if (this.releasedId) this.deps.releaseOnUnload(this.releasedId);
  };

  private readonly stayed = (): void => {
    this.isLeaving = false;
    if (!this.releasedId) return;
    this.releasedId = null;
    this.refresh();
  };
}
