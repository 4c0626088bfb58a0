import type { ShipmentDocument } from '@rumbo/domain';

/**
 * The shipment's `documents` list with `entry` shared (or not) with its tracking links. Other
 * items stay exactly as they are; an entry the list lacks (a stored file no item names) is
 * added, naming its file. Unsharing drops the flag, so sharing and unsharing leaves the list as
 * it was.
 */
export function withDocumentShared(
  documents: unknown,
  entry: ShipmentDocument,
  shared: boolean,
): unknown[] {
  const list: unknown[] = Array.isArray(documents) ? documents : [];
  const flagged = (item: ShipmentDocument): ShipmentDocument => {
    const { shared: _previous, ...rest } = item;
    return shared ? { ...rest, shared: true } : rest;
  };
  if (!list.some((item) => idOf(item) === entry.id)) return [...list, flagged(entry)];
  return list.map((item) => (idOf(item) === entry.id ? flagged(item as ShipmentDocument) : item));
}

/**
 * The server's documents list (after an upload, a removal or a saved document) with the
 * sharing the person changed and has not saved yet: what `draft` says where it differs from
 * `base`, for the items still there.
 */
export function keepSharingEdits(server: unknown, base: unknown, draft: unknown): unknown {
  if (!Array.isArray(server)) return server;
  const sharedIn = (list: unknown) =>
    new Map(
      (Array.isArray(list) ? list : [])
        .filter((item) => idOf(item) !== null)
        .map((item) => [idOf(item), (item as ShipmentDocument).shared === true] as const),
    );
  const before = sharedIn(base);
  const edited = [...sharedIn(draft)].filter(([id, shared]) => before.get(id) !== shared);
  if (edited.length === 0) return server;
  return edited.reduce<unknown[]>((list, [id, shared]) => {
    const item = list.find((it) => idOf(it) === id);
    return item ? withDocumentShared(list, item as ShipmentDocument, shared) : list;
  }, server);
}

function idOf(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const { id } = item as { id?: unknown };
  return typeof id === 'string' ? id : null;
}
