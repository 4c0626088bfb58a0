/**
 * The `?fields=` projection of every 2xx JSON response (PocketBase §1.5): comma-separated paths,
 * `a.b` descends into objects, `*` keeps everything at a level; arrays are projected per element.
 * The `:excerpt(n, ellipsis)` modifier is applied to string values.
 */
type FieldNode = { children: FieldTree; excerpt?: Excerpt };
type FieldTree = Map<string, FieldNode>;
type Excerpt = { max: number; ellipsis: boolean };

export class FieldsSyntaxError extends Error {}

export function projectFields(body: unknown, fields: string): unknown {
  const tree = parseFields(fields);
  if (tree.size === 0) return body;
  if (isListResult(body)) return { ...body, items: body.items.map((item) => project(item, tree)) };
  return project(body, tree);
}

/**
 * The top-level keys a `?fields=` list can keep, so a list can read only those columns; null
 * when it keeps every key (`*` at the top) or cannot be read (the projection reports that).
 */
export function topLevelFieldNames(fields: string): Set<string> | null {
  const tree = topLevelTree(fields);
  return tree && new Set(tree.keys());
}

/**
 * The keys a `?fields=` list keeps when it names plain top-level keys only (no `*`, no nested
 * path, no modifier): then keeping them is leaving the others out. Null otherwise.
 */
export function plainFieldNames(fields: string): Set<string> | null {
  const tree = topLevelTree(fields);
  if (!tree) return null;
  for (const node of tree.values()) if (node.excerpt || node.children.size > 0) return null;
  return new Set(tree.keys());
}

/**
 * The parsed list when it names top-level keys (not empty, no `*`); null otherwise, and when it
 * cannot be read (the projection reports that).
 */
function topLevelTree(fields: string): FieldTree | null {
  let tree: FieldTree;
  try {
    tree = parseFields(fields);
  } catch (error) {
    if (error instanceof FieldsSyntaxError) return null;
    throw error;
  }
  return tree.size === 0 || tree.has('*') ? null : tree;
}

function isListResult(body: unknown): body is Record<string, unknown> & { items: unknown[] } {
  return (
    typeof body === 'object' &&
    body !== null &&
    Array.isArray((body as { items?: unknown }).items) &&
    'perPage' in body
  );
}

function parseFields(fields: string): FieldTree {
  const root: FieldTree = new Map();
  for (const raw of splitTopLevel(fields)) {
    const path = raw.trim();
    if (!path) continue;
    const [keyPath = '', modifier] = splitModifier(path);
    const parts = keyPath.split('.');
    let level = root;
    parts.forEach((part, index) => {
      const node: FieldNode = level.get(part) ?? { children: new Map() };
      if (index === parts.length - 1 && modifier) node.excerpt = modifier;
      level.set(part, node);
      level = node.children;
    });
  }
  return root;
}

/** Splits on commas outside parentheses, so `body:excerpt(10,true)` stays one path. */
function splitTopLevel(fields: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of fields) {
    if (char === '(') depth++;
    if (char === ')') depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  return [...parts, current];
}

function splitModifier(path: string): [string, Excerpt | undefined] {
  const match = path.match(/^(.*?):(\w+)\((.*)\)$/);
  if (!match) return [path, undefined];
  if (match[2] !== 'excerpt') throw new FieldsSyntaxError(`Unknown fields modifier "${match[2]}".`);
  const [max, ellipsis] = (match[3] ?? '').split(',').map((s) => s.trim());
  const maxLength = Number(max);
  if (!Number.isInteger(maxLength) || maxLength <= 0)
    throw new FieldsSyntaxError('Invalid excerpt length.');
  return [match[1] ?? '', { max: maxLength, ellipsis: ellipsis === 'true' || ellipsis === '1' }];
}

function project(value: unknown, tree: FieldTree): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, tree));
  if (typeof value !== 'object' || value === null) return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  const wildcard = tree.get('*');
  for (const key of Object.keys(source)) {
    const node = tree.get(key) ?? wildcard;
    if (!node) continue;
    const child = source[key];
    if (node.excerpt && typeof child === 'string') out[key] = excerpt(child, node.excerpt);
    else out[key] = node.children.size > 0 ? project(child, node.children) : child;
  }
  return out;
}

function excerpt(text: string, { max, ellipsis }: Excerpt): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  return plain.slice(0, max).trimEnd() + (ellipsis ? '...' : '');
}
