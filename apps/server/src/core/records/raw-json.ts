/**
 * A JSON column's stored text, passed through to a list answer as it is stored. Reading a large
 * JSON value and writing it out again costs two full passes over it (parse, then stringify) on
 * the one thread that serves every company; the stored text is already what the answer holds,
 * since the server writes JSON columns with `JSON.stringify` (docs/decisions/023).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/**
 * Whether the stored text has the shape of JSON text by its first and last characters; a value
 * of another shape (text an older release or an operator left there) is parsed as before. The
 * server itself only ever stores `JSON.stringify` output in JSON columns.
 */
function hasJsonShape(text: string): boolean {
  const first = text[0]!;
  const last = text[text.length - 1]!;
  if (first === '{') return last === '}';
  if (first === '[') return last === ']';
  if (first === '"') return text.length > 1 && last === '"';
  if (first === '-' || isDigit(first)) return isDigit(last);
  return text === 'true' || text === 'false' || text === 'null';
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/** The stored text as RawJson when it has the shape of JSON text, else undefined (parse it). */
export function rawJsonOf(stored: unknown): RawJson | undefined {
  if (typeof stored !== 'string' || stored === '') return undefined;
  return hasJsonShape(stored) ? new RawJson(stored) : undefined;
}

/**
 * `JSON.stringify` of an exported record whose top-level values may be RawJson: the same text,
 * key order and omissions as `JSON.stringify` would give for the parsed values.
 */
export function stringifyRecord(item: Record<string, unknown>): string {
  let out = '';
  for (const key in item) {
    const value = item[key];
    const json = value instanceof RawJson ? value.text : JSON.stringify(value);
    if (json === undefined) continue;
    out += `${out ? ',' : ''}${JSON.stringify(key)}:${json}`;
  }
  return `{${out}}`;
}
