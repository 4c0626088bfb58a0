import type { CollectionModel } from '@rumbo/domain';
import type { RecordValues } from '../records/record-codec.ts';
import type { Identity } from '../records/identity.ts';
import type { RealtimeClient } from './realtime-client.ts';
import type { SubscriptionIndex } from './subscription-index.ts';
import { groupKey, type BoundIdentity } from './bound-identity.ts';
import type { RecordAction, SubscriberView, TopicRule } from './subscriber-view.ts';

/** One framed message and the clients it goes to. */
export type Delivery = { clients: RealtimeClient[]; frame: Buffer };

export type RecordEvent = {
  action: RecordAction;
  collection: CollectionModel;
  id: string;
  /** The record's values; read lazily, and only when someone subscribes to its topics. */
  record: () => RecordValues | Promise<RecordValues>;
  /** After a delete no rule can be evaluated any more: only admins, who need none, are served. */
  adminsOnly?: boolean;
  /**
   * The row as stored when the change happened (another instance's change, decision 056):
   * rules are judged on it, not on what the table holds now, so a deleted row is judged too.
   */
  snapshot?: Record<string, unknown>;
};

type Deps = { index: SubscriptionIndex; identities: BoundIdentity; view: SubscriberView };

type PrepareState = {
  event: RecordEvent;
  deliveries: Delivery[];
  /** Identities already checked during this event, by group key. */
  identities: Map<string, Identity>;
  record?: RecordValues;
};

/**
 * Works out who receives a record change and what (reference §10.3). Clients holding the same
 * subscription string with the same identity see exactly the same thing, so the identity and rule
 * checks run once per such group, not once per client: 2,000 tabs of one user cost one SQL check.
 * The message itself is rendered and encoded once per subscription string whenever it cannot
 * differ between subscribers, else once per group.
 */
export class RecordBroadcast {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async prepare(event: RecordEvent): Promise<Delivery[]> {
    const state: PrepareState = { event, deliveries: [], identities: new Map() };
    for (const topic of topicsOf(event.collection, event))
      for (const [subscription, clients] of [...this.deps.index.subscribersOf(topic.base)])
        await this.prepareSubscription(state, topic.rule, subscription, clients);
    return state.deliveries;
  }

  private async prepareSubscription(
    state: PrepareState,
    rule: TopicRule,
    subscription: string,
    clients: ReadonlySet<RealtimeClient>,
  ): Promise<void> {
    const { event } = state;
    const { view } = this.deps;
    const frame = (data: string) => Buffer.from(`event:${subscription}\ndata:${data}\n\n`);
    // Encoded once for all the groups that see the record alike (see SubscriberView).
    let shared: Buffer | undefined;
    for (const group of groupByIdentity(clients)) {
      const identity = await this.currentIdentity(group, state.identities);
      if (event.adminsOnly && identity.kind !== 'admin') continue;
      state.record ??= await event.record();
      const input = {
        action: event.action,
        collection: event.collection,
        record: state.record,
        rule,
        identity,
        options: group[0]!.subscriptions.get(subscription)!.options,
        snapshot: event.snapshot,
      };
      if (!(await view.canReceive(input))) continue;
      const message = view.rendersAlike(input)
        ? (shared ??= frame(await view.render(input)))
        : frame(await view.render(input));
      state.deliveries.push({ clients: group, frame: message });
    }
  }

  /** The group's identity as it is now (checked once per event), stored back on its clients. */
  private async currentIdentity(
    group: RealtimeClient[],
    seen: Map<string, Identity>,
  ): Promise<Identity> {
    const key = groupKey(group[0]!.identity);
    let identity = seen.get(key);
    if (!identity) {
      identity = await this.deps.identities.current(group[0]!.identity);
      seen.set(key, identity);
    }
    // A client bound to a session that has ended is closed, not downgraded (SPEC §4). The event
    // at hand (usually the sign-in elsewhere that ended it) still reaches it, judged as the
    // identity it had, so the browser hears why; the stream closes right after, and the next
    // request is refused with 401.
    const bound = group[0]!.identity;
    if (identity.kind === 'guest' && isSessionBound(bound)) {
      for (const client of group) queueMicrotask(() => client.close());
      seen.set(key, bound);
      return bound;
    }
    for (const client of group) client.identity = identity;
    return identity;
  }
}

/** Sends prepared messages to the clients that are still connected. */
export function deliver(deliveries: Delivery[]): void {
  for (const { clients, frame } of deliveries)
    for (const client of clients) if (!client.isClosed) client.sendFrame(frame);
}

type Topic = { base: string; rule: TopicRule };

/** The topics a record change is published on: by collection name and id (reference §10.2). */
function topicsOf(collection: CollectionModel, event: RecordEvent): Topic[] {
  const topics = new Map<string, TopicRule>();
  for (const key of [collection.name, collection.id]) {
    topics.set(`${key}/*`, 'listRule');
    // The legacy form of `/*`, still honoured.
    topics.set(key, 'listRule');
    topics.set(`${key}/${event.id}`, 'viewRule');
  }
  return [...topics].map(([base, rule]) => ({ base, rule }));
}

function groupByIdentity(clients: ReadonlySet<RealtimeClient>): RealtimeClient[][] {
  const groups = new Map<string, RealtimeClient[]>();
  for (const client of clients) {
    const key = groupKey(client.identity);
    const group = groups.get(key);
    if (group) group.push(client);
    else groups.set(key, [client]);
  }
  return [...groups.values()];
}

function isSessionBound(identity: Identity): boolean {
  return identity.kind === 'record' && identity.session !== undefined;
}
