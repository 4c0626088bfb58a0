import { ClientResponseError, type RecordSubscription, type UnsubscribeFunc } from 'pocketbase';
import { authSession, sessionVerdict, type AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';

/**
 * Tabs of one browser share a remembered session through localStorage and hear of a new nonce
 * a moment after the server announces it: a verdict other than `current` is taken again after
 * this delay, against the nonce the tab holds by then (docs/decisions/011).
 */
export const CONFIRM_DELAY_MS = 1000;
/** The SDK gives up when the very first connection fails (offline at start): retry after these. */
export const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 15_000];
/** PB_CONNECT fires on every (re)connect; own options give this watch a listener key of its own. */
const CONNECT_TOPIC = 'PB_CONNECT';
const CONNECT_OPTIONS = { query: { watch: 'session' } };
const CONNECT_KEY = `${CONNECT_TOPIC}?options=${encodeURIComponent(JSON.stringify(CONNECT_OPTIONS))}`;

/** The server's copy of the user: null once deleted. */
type Remote = AuthUser | null;

/**
 * Watches the signed-in user's own record over realtime (SPEC §4 Session): another nonce or
 * the record's deletion ends the session as taken over. Events sent while the link was down
 * are lost, so every (re)connect re-reads the record once. Returns the stop function.
 */
export function watchSession(userId: string): () => void {
  const watch = new SessionWatch(userId);
  void watch.subscribe();
  return () => watch.stop();
}

class SessionWatch {
  private readonly userId: string;
  private isActive = true;
  private attempt = 0;
  private latest: Remote = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private confirmTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly unsubscribers: UnsubscribeFunc[] = [];

  constructor(userId: string) {
    this.userId = userId;
  }

  subscribe = async (): Promise<void> => {
    try {
      this.keep(await pb.collection('users').subscribe<AuthUser>(this.userId, this.handleRecord));
      if (!this.isActive) return;
      this.keep(await pb.realtime.subscribe(CONNECT_TOPIC, this.handleConnect, CONNECT_OPTIONS));
      await this.check(); // covers whatever changed before the subscription was in place
    } catch {
      if (this.isActive) await this.retryLater();
    }
  };

  stop(): void {
    this.isActive = false;
    clearTimeout(this.retryTimer);
    clearTimeout(this.confirmTimer);
    this.unsubscribers.splice(0).forEach((unsubscribe) => void unsubscribe().catch(ignore));
  }

  private handleRecord = (event: RecordSubscription<AuthUser>): void => {
    if (this.isActive) this.judge(event.action === 'delete' ? null : event.record);
  };

  private handleConnect = (): void => void this.check();

  private async check(): Promise<void> {
    if (!this.isActive) return;
    const nonce = this.ownNonce();
    const remote = await readOwnRecord(this.userId);
    // The session moved on while asking (a sign-in stamping its nonce): that answer is stale.
    if (remote !== undefined && this.ownNonce() === nonce) this.judge(remote);
  }

  private judge(remote: Remote): void {
    this.latest = remote;
    if (!this.isOwnSession() || sessionVerdict(this.ownNonce(), remote) === 'current') return;
    clearTimeout(this.confirmTimer);
    this.confirmTimer = setTimeout(this.confirm, CONFIRM_DELAY_MS);
  }

  private confirm = (): void => {
    if (this.isOwnSession()) authSession.applyVerdict(sessionVerdict(this.ownNonce(), this.latest));
  };

  private keep(unsubscribe: UnsubscribeFunc): void {
    if (this.isActive) this.unsubscribers.push(unsubscribe);
    else void unsubscribe().catch(ignore);
  }

  /** A failed subscribe leaves its listeners registered in the SDK: drop them, then retry. */
  private async retryLater(): Promise<void> {
    this.unsubscribers.length = 0;
    await pb.collection('users').unsubscribe(this.userId).catch(ignore);
    await pb.realtime.unsubscribe(CONNECT_KEY).catch(ignore);
    const delay = RETRY_DELAYS_MS[Math.min(this.attempt++, RETRY_DELAYS_MS.length - 1)];
    if (this.isActive) this.retryTimer = setTimeout(this.subscribe, delay);
  }

  private ownNonce(): string | undefined {
    const model = pb.authStore.model as AuthUser | null;
    return model?.id === this.userId ? model.activeSessionNonce : undefined;
  }

  private isOwnSession(): boolean {
    return this.isActive && (pb.authStore.model as AuthUser | null)?.id === this.userId;
  }
}

/** The user's record on the server: null when deleted, undefined when there is no answer. */
async function readOwnRecord(userId: string): Promise<Remote | undefined> {
  try {
    return await pb.collection('users').getOne<AuthUser>(userId);
  } catch (error) {
    return error instanceof ClientResponseError && error.status === 404 ? null : undefined;
  }
}

function ignore(): void {}
