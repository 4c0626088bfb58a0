/**
 * What a subscriber asked for with a topic's `?options=` (reference §10.2): the query (`expand`,
 * `fields`, `filter`, and custom keys readable as `@request.query.*`) and headers (readable as
 * `@request.headers.*`). Values are strings, as for a normal request.
 */
export type SubscriptionOptions = {
  query: Record<string, string>;
  headers: Record<string, string>;
};

export type ParsedSubscription = {
  /** The topic without its options: `posts/*`, `posts`, `posts/RECORD_ID`, `@oauth2`… */
  base: string;
  options: SubscriptionOptions;
};

/**
 * Splits a subscription string into its topic and options. Malformed options are ignored rather
 * than refused, as PocketBase does: the subscription still exists, just without options.
 */
export function parseSubscription(subscription: string): ParsedSubscription {
  const mark = subscription.indexOf('?');
  if (mark < 0) return { base: subscription, options: { query: {}, headers: {} } };
  const raw = new URLSearchParams(subscription.slice(mark + 1)).get('options');
  return { base: subscription.slice(0, mark), options: decodeOptions(raw) };
}

function decodeOptions(raw: string | null): SubscriptionOptions {
  const parsed = raw ? parseJson(raw) : null;
  const query = isPlainObject(parsed?.query) ? parsed.query : {};
  const headers = isPlainObject(parsed?.headers) ? parsed.headers : {};
  return {
    query: mapEntries(query, (key, value) => [key, optionString(value)]),
    headers: mapEntries(headers, (key, value) => [snakeCase(key), optionString(value)]),
  };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : null;
  } catch {
    return null;
  }
}

/** Only scalars become values; anything else reads as "" (PocketBase casts with `cast.ToString`). */
function optionString(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

/**
 * Header names as `@request.headers.*` reads them: words split at non-word characters and at
 * lower→upper case changes, joined with `_`, lower-cased (`X-Token` → `x_token`).
 */
export function snakeCase(name: string): string {
  return name
    .split(/[\W_]+/)
    .filter(Boolean)
    .map((word) => word.replace(/(?<=[^A-Z])(?=[A-Z])/g, '_'))
    .join('_')
    .toLowerCase();
}

function mapEntries(
  source: Record<string, unknown>,
  map: (key: string, value: unknown) => [string, string],
): Record<string, string> {
  return Object.fromEntries(Object.entries(source).map(([key, value]) => map(key, value)));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
