import type { Db } from '../db/db.ts';
import type { CollectionStore } from '../collections/collection-store.ts';
import type { AdminStore } from '../admins/admin-store.ts';
import type { RecordReader } from '../records/record-reader.ts';
import type { RecordHooks } from '../records/record-hooks.ts';
import type { Identity } from '../records/identity.ts';
import { ApiError, forbidden, notFound, type ErrorData } from '../../tools/errors.ts';
import { randomString } from '../../tools/ids.ts';
import { RealtimeClient, type ClientSink } from './realtime-client.ts';
import { SubscriptionIndex } from './subscription-index.ts';
import { parseSubscription } from './subscription-options.ts';
import { BoundIdentity, authKey } from './bound-identity.ts';
import { SubscriberView } from './subscriber-view.ts';
import { deliver, RecordBroadcast } from './record-broadcast.ts';
import { decodeRow } from '../records/record-codec.ts';
import type { ChangeFeed, FeedChange } from '../cluster/change-feed.ts';
import type { ClientRelay, RelayReply } from '../cluster/client-relay.ts';
import { announceRecordChanges } from './record-announcer.ts';

export type RealtimeDeps = {
  db: Db;
  collections: CollectionStore;
  admins: AdminStore;
  reader: RecordReader;
  hooks: RecordHooks;
};

/** PocketBase closes a stream after 5 minutes without a message (reference §10.1). */
export const DEFAULT_IDLE_TIMEOUT_MS = 5 * 60 * 1000;
const CLIENT_ID_LENGTH = 40;

/**
 * The realtime hub (reference §10): the connected clients, their subscriptions and identities,
 * record events for them, and a small API for other features (OAuth2 relays its redirect to the
 * waiting client on the `@oauth2` topic).
 */
export class RealtimeBroker {
  private readonly clients = new Map<string, RealtimeClient>();
  private readonly index = new SubscriptionIndex();
  private readonly identities: BoundIdentity;
  private readonly broadcast: RecordBroadcast;
  private readonly collections: CollectionStore;
  private feed: ChangeFeed | null = null;
  private relay: ClientRelay | null = null;
  private closing = false;

  constructor(deps: RealtimeDeps) {
    this.identities = new BoundIdentity(deps);
    this.collections = deps.collections;
    const view = new SubscriberView(deps);
    const broadcast = new RecordBroadcast({ index: this.index, identities: this.identities, view });
    this.broadcast = broadcast;
    announceRecordChanges(deps, broadcast, () => this.feed);
    // A change of an auth record may end sessions (SPEC §4): after the change has been sent,
    // streams bound to an ended session are closed, whatever they subscribe to.
    deps.hooks.onChange(({ action, collection, record }) => {
      if (collection.type === 'auth' && action !== 'create')
        queueMicrotask(() => void this.closeEndedSessions(collection.id, String(record.id)));
    });
  }

  /**
   * Joins the other instances on one database: every change announced here goes to them too
   * (decision 056), and requests for clients held elsewhere are relayed (decision 057).
   */
  useCluster(feed: ChangeFeed, relay: ClientRelay): void {
    this.feed = feed;
    this.relay = relay;
  }

  /**
   * Delivers a change another instance wrote to this instance's subscribers, each judged by
   * its rules on the row the change carries (a deleted one included). A change to an auth
   * record may have ended sessions held here.
   */
  async deliverRemote(change: FeedChange): Promise<void> {
    const collection = this.collections.find(change.collectionId);
    if (!collection) return;
    const record = decodeRow(collection, change.row);
    const deliveries = await this.broadcast.prepare({
      action: change.action,
      collection,
      id: change.recordId,
      record: () => record,
      snapshot: change.row,
    });
    deliver(deliveries);
    if (collection.type === 'auth' && change.action !== 'create')
      await this.closeEndedSessions(collection.id, change.recordId);
  }

  /** Closes the streams bound to a session of this auth record that is no longer current. */
  private async closeEndedSessions(collectionId: string, recordId: string): Promise<void> {
    for (const client of [...this.clients.values()]) {
      const { identity } = client;
      if (identity.kind !== 'record' || !identity.session) continue;
      if (identity.collection.id !== collectionId || String(identity.record.id) !== recordId)
        continue;
      if ((await this.identities.current(identity)).kind === 'guest') client.close();
    }
  }

  /**
   * Registers a new stream, with the other instances too, so that a request for it reaching
   * them is relayed here; the caller then sends PB_CONNECT through the returned client.
   */
  async connect(
    sink: ClientSink,
    idleTimeoutMs = DEFAULT_IDLE_TIMEOUT_MS,
  ): Promise<RealtimeClient> {
    let id = randomString(CLIENT_ID_LENGTH);
    while (this.clients.has(id)) id = randomString(CLIENT_ID_LENGTH);
    const client = new RealtimeClient(id, sink, idleTimeoutMs);
    this.clients.set(id, client);
    // Without the record the stream still works through this instance; requests for it reaching
    // another one are answered 404, and the SDK reconnects.
    await this.relay
      ?.register(id)
      .catch((error: unknown) =>
        console.warn('Realtime: could not record a client:', (error as Error).message),
      );
    return client;
  }

  /** Forgets a client whose stream ended (closed by either side). */
  disconnect(clientId: string): void {
    const client = this.clients.get(clientId);
    if (!client) return;
    this.clients.delete(clientId);
    this.replaceSubscriptions(client, []);
    client.close();
    this.relay?.forget(clientId);
  }

  /**
   * `POST /api/realtime` (reference §5.11): binds the caller's identity to the client and replaces
   * its subscriptions. A client once authorized keeps that identity: a request as anybody else,
   * a guest included, is refused (the SDK reconnects to change identity).
   */
  async subscribe(clientId: string, identity: Identity, subscriptions: string[]): Promise<void> {
    const client = this.clients.get(clientId);
    if (!client) throw notFound('Missing or invalid client id.');
    const bound = await this.identities.current(client.identity);
    client.identity = bound;
    if (authKey(bound) !== '' && authKey(bound) !== authKey(identity))
      throw forbidden("The current and the previous request authorization don't match.");
    client.identity = identity;
    this.replaceSubscriptions(client, subscriptions);
  }

  /**
   * `POST /api/realtime` on any instance: here when this instance holds the client, otherwise
   * relayed to the one that does, which judges the `authorization` itself.
   */
  async subscribeAnywhere(
    clientId: string,
    identity: Identity,
    authorization: string,
    subscriptions: string[],
  ): Promise<void> {
    if (this.clients.has(clientId) || !this.relay)
      return this.subscribe(clientId, identity, subscriptions);
    const reply = await this.relay.forward({
      kind: 'subscribe',
      clientId,
      authorization,
      subscriptions,
    });
    relayOutcome(reply);
  }

  /**
   * Sends `data` as event `topic` to the client, whichever instance holds it; with `once`, the
   * topic is unsubscribed after it was sent. Returns whether it was sent.
   */
  async sendAnywhere(clientId: string, topic: string, data: unknown, once: boolean) {
    if (this.clients.has(clientId) || !this.relay)
      return this.sendHere(clientId, topic, data, once);
    const reply = await this.relay.forward({ kind: 'send', clientId, topic, data, once });
    return reply?.ok === true && reply.sent;
  }

  /** `sendAnywhere` for a client of this instance only (what a relayed request asks). */
  sendHere(clientId: string, topic: string, data: unknown, once: boolean): boolean {
    const sent = this.sendToClient(clientId, topic, data);
    if (sent && once) this.unsubscribe(clientId, topic);
    return sent;
  }

  hasClient(clientId: string): boolean {
    return this.clients.has(clientId);
  }

  /**
   * Sends `data` (serialised as JSON) as event `topic` to the client, if it is connected and
   * subscribed to exactly that topic; returns whether it was sent.
   */
  sendToClient(clientId: string, topic: string, data: unknown): boolean {
    const client = this.clients.get(clientId);
    if (!client?.subscriptions.has(topic)) return false;
    client.send(topic, JSON.stringify(data) ?? 'null');
    return true;
  }

  /** Removes one subscription of a client (no-op when absent). */
  unsubscribe(clientId: string, topic: string): void {
    const client = this.clients.get(clientId);
    const subscription = client?.subscriptions.get(topic);
    if (!client || !subscription) return;
    client.subscriptions.delete(topic);
    this.index.remove(client, topic, subscription.base);
  }

  /**
   * Ends every stream (server shutdown), so that closing the server does not wait for them. A
   * stream asked for afterwards (a request already under way, an SDK reconnecting on a kept-alive
   * connection) is refused: held open, it would keep the shutdown waiting for minutes.
   */
  closeAll(): void {
    this.closing = true;
    for (const clientId of [...this.clients.keys()]) this.disconnect(clientId);
  }

  /** Whether the server is shutting down: no new stream is opened. */
  get isClosing(): boolean {
    return this.closing;
  }

  get clientCount(): number {
    return this.clients.size;
  }

  private replaceSubscriptions(client: RealtimeClient, subscriptions: string[]): void {
    for (const [topic, { base }] of client.subscriptions) this.index.remove(client, topic, base);
    client.subscriptions.clear();
    // Empty strings are skipped, as PocketBase does.
    for (const topic of subscriptions.filter(Boolean)) {
      const parsed = parseSubscription(topic);
      client.subscriptions.set(topic, parsed);
      this.index.add(client, topic, parsed.base);
    }
  }
}

/** Raises the holder's error as this instance's answer (404 when no instance holds the client). */
function relayOutcome(reply: RelayReply | null): void {
  if (!reply) throw notFound('Missing or invalid client id.');
  if (!reply.ok) throw new ApiError(reply.status, reply.message, reply.data as ErrorData);
}
