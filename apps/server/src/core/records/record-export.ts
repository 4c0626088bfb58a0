import type { CollectionModel } from '@rumbo/domain';
import type { RecordValues } from './record-codec.ts';

export type ExportOptions = {
  /** Show `email` even when `emailVisibility` is false (owner, admin, manager, auth responses). */
  showEmail: boolean;
  expand?: Record<string, unknown>;
};

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
  const out: Record<string, unknown> = {
    id: values.id,
    collectionId: collection.id,
    collectionName: collection.name,
    created: values.created ?? '',
    updated: values.updated ?? '',
  };
  for (const field of collection.schema) out[field.name] = values[field.name];
  if (collection.type === 'auth') {
    out.username = values.username;
    out.verified = Boolean(values.verified);
    out.emailVisibility = Boolean(values.emailVisibility);
    if (showEmail || values.emailVisibility) out.email = values.email;
  }
  if (expand && Object.keys(expand).length > 0) out.expand = expand;
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
