/**
 * Requests for a realtime client held by another instance (issue 19, decision 057): behind a
 * balancer, a client's `POST /api/realtime` and the OAuth2 redirect carrying its id may reach
 * any instance, while only the one holding its stream can act on it.
 */
export type RelayRequest =
  | {
      kind: 'subscribe';
      clientId: string;
      /** The request's `Authorization` header: the holder judges the identity itself. */
      authorization: string;
      subscriptions: string[];
    }
  | {
      kind: 'send';
      clientId: string;
      topic: string;
      data: unknown;
      /** Unsubscribe the topic once sent (one OAuth2 code per popup). */
      once: boolean;
    };

/** The holder's answer: done (and whether a message was sent), or the API error it raised. */
export type RelayReply =
  | { ok: true; sent: boolean }
  | { ok: false; status: number; message: string; data: Record<string, unknown> };

export type RelayHandler = (request: RelayRequest) => Promise<RelayReply>;

/** What the realtime hub needs of the instances' relay. */
export interface ClientRelay {
  /** Records that this instance holds the client (before its PB_CONNECT is sent). */
  register(clientId: string): Promise<void>;
  /** Forgets a client whose stream ended here. */
  forget(clientId: string): void;
  /**
   * Hands the request to the instance holding the client and returns its answer, or null when
   * no live instance holds it.
   */
  forward(request: RelayRequest): Promise<RelayReply | null>;
}
