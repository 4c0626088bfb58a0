import type { CollectionModel } from '@rumbo/domain';
import type { RecordValues } from './record-codec.ts';

export type ExportOptions = {
  /** Show `email` even when `emailVisibility` is false (owner, admin, manager, auth responses). */
  showEmail: boolean;
  expand?: Record<string, unknown>;
};

const SYSTEM_KEYS = ['id', 'collectionId', 'collectionName', 'created', 'updated'];
const AUTH_KEYS = ['username', 'verified', 'emailVisibility', 'email'];

/**
 * Every key a record of the collection can export, sorted once per collection model (models are
 * replaced, never mutated, when a collection changes). Sorting each record's keys on every
 * response was the largest cost of a list after SQL (see bench/README.md).
 */
const keyOrders = new WeakMap<CollectionModel, string[]>();

export function keyOrder(collection: CollectionModel): string[] {
  let order = keyOrders.get(collection);
  if (!order) {
    const keys = new Set([...SYSTEM_KEYS, ...collection.schema.map((field) => field.name)]);
    if (collection.type === 'auth') for (const key of AUTH_KEYS) keys.add(key);
    keys.add('expand');
    order = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    keyOrders.set(collection, order);
  }
  return order;
}

/**
 * The public JSON of a record (reference §4.1–4.2): system keys, every schema field, the public
 * auth fields; never the token key, password hash or mail timestamps. Keys are sorted, as
 * PocketBase's Go maps serialise them.
 */
export function exportRecord(
  collection: CollectionModel,
  values: RecordValues,
  { showEmail, expand }: ExportOptions,
): Record<string, unknown> {
  const isAuth = collection.type === 'auth';
  const hasExpand = expand !== undefined && Object.keys(expand).length > 0;
  const out: Record<string, unknown> = {};
  for (const key of keyOrder(collection)) {
    switch (key) {
      case 'collectionId':
        out[key] = collection.id;
        break;
      case 'collectionName':
        out[key] = collection.name;
        break;
      case 'created':
      case 'updated':
        out[key] = values[key] ?? '';
        break;
      case 'expand':
        if (hasExpand) out[key] = expand;
        break;
      case 'verified':
      case 'emailVisibility':
        out[key] = isAuth ? Boolean(values[key]) : values[key];
        break;
      case 'email':
        if (!isAuth || showEmail || values.emailVisibility) out[key] = values[key];
        break;
      default:
        out[key] = values[key];
    }
  }
  return out;
}
