import { AUTH_HIDDEN_FIELDS, type CollectionModel } from '@rumbo/domain';

/** What `@request.*` can read about the request being served (reference §6.8). */
export type RequestInfo = {
  context: 'default' | 'realtime' | 'protectedFile' | 'oauth2';
  method: string;
  query: Record<string, string>;
  /** Lower-cased names with `-` replaced by `_`. */
  headers: Record<string, string>;
  /** The submitted body with `field+`/`field-` modifiers already resolved. */
  data: Record<string, unknown>;
  /**
   * The authenticated auth record with all its columns, decoded (arrays and JSON parsed,
   * booleans real) as the record codec returns them; null for guests and admins.
   */
  auth: { collection: CollectionModel; record: Record<string, unknown> } | null;
  isAdmin: boolean;
};

/** Finds a collection by id or by name (case-insensitive). */
/** A request that carries nothing: `@request.*` paths resolve to NULL (no auth, no data). */
export function blankRequestInfo(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return {
    context: 'default',
    method: 'GET',
    query: {},
    headers: {},
    data: {},
    auth: null,
    isAdmin: false,
    ...overrides,
  };
}

export type CollectionLookup = (nameOrId: string) => CollectionModel | undefined;

/** Reads one stored row of a collection's table by id, as the table holds it. */
export type RowReader = (table: string, id: string) => Record<string, unknown> | undefined;

/** `@request.auth.*` keys answered from the token's record without a join (email always visible). */
export const PLAIN_AUTH_FIELDS: ReadonlySet<string> = new Set([
  'id',
  'collectionId',
  'collectionName',
  'username',
  'email',
  'emailVisibility',
  'verified',
  'created',
  'updated',
]);

export type PathLookup = { isFound: true; value: unknown } | { isFound: false };

/**
 * The `@request` object as plain data: `{ context, method, query, headers, data, auth }`, made
 * once per request info (a rule reads it once per `@request` field it names).
 */
export function requestObject(request: RequestInfo): Record<string, unknown> {
  let object = requestObjects.get(request);
  if (!object) {
    object = {
      context: request.context,
      method: request.method,
      query: request.query,
      headers: request.headers,
      data: request.data,
      auth: authObject(request.auth),
    };
    requestObjects.set(request, object);
  }
  return object;
}

const requestObjects = new WeakMap<RequestInfo, Record<string, unknown>>();

function authObject(auth: RequestInfo['auth']): Record<string, unknown> | null {
  if (!auth) return null;
  const visible = Object.entries(auth.record).filter(
    ([key]) => !(AUTH_HIDDEN_FIELDS as readonly string[]).includes(key),
  );
  return {
    ...Object.fromEntries(visible),
    collectionId: auth.collection.id,
    collectionName: auth.collection.name,
    emailVisibility: Boolean(auth.record.emailVisibility),
    verified: Boolean(auth.record.verified),
  };
}

/** Walks nested plain objects; a missing key or a non-object on the way means "not found". */
export function lookupPath(root: unknown, keys: string[]): PathLookup {
  let current = root;
  for (const key of keys) {
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) return { isFound: false };
    current = current[key];
  }
  return { isFound: true, value: current };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
