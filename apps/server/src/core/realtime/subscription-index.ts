import type { RealtimeClient } from './realtime-client.ts';

/** Subscription string → the clients holding it. */
export type Subscribers = ReadonlyMap<string, ReadonlySet<RealtimeClient>>;

const NONE: Subscribers = new Map();

/**
 * Clients by topic, so a record change looks up its six possible topics (reference §10.2) instead
 * of scanning every client. Topics are keyed by their base (the part before `?`): PocketBase
 * matches `posts/*?` as a prefix of `subscription + "?"`, which is exactly "base equals posts/*".
 */
export class SubscriptionIndex {
  private readonly byBase = new Map<string, Map<string, Set<RealtimeClient>>>();

  add(client: RealtimeClient, subscription: string, base: string): void {
    let subscriptions = this.byBase.get(base);
    if (!subscriptions) this.byBase.set(base, (subscriptions = new Map()));
    let clients = subscriptions.get(subscription);
    if (!clients) subscriptions.set(subscription, (clients = new Set()));
    clients.add(client);
  }

  remove(client: RealtimeClient, subscription: string, base: string): void {
    const subscriptions = this.byBase.get(base);
    const clients = subscriptions?.get(subscription);
    if (!subscriptions || !clients) return;
    clients.delete(client);
    if (clients.size === 0) subscriptions.delete(subscription);
    if (subscriptions.size === 0) this.byBase.delete(base);
  }

  subscribersOf(base: string): Subscribers {
    return this.byBase.get(base) ?? NONE;
  }
}
