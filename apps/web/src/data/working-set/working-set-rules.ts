import { isShipmentOpen } from '@rumbo/domain';

/** How far back the browser keeps finished shipments for offline work. */
export const WORKING_SET_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * The oldest creation time a closed shipment may have and still be kept, in the layout the
 * record server stores and compares dates in (`2026-08-29 06:00:00.000Z`).
 */
export function workingSetCutoff(now: Date): string {
  return serverTime(new Date(now.getTime() - WORKING_SET_DAYS * DAY_MS));
}

/** PocketBase's date layout: ISO with a space instead of the `T`. */
export function serverTime(date: Date): string {
  return date.toISOString().replace('T', ' ');
}

/**
 * The record filter that selects a mode's working set: shipments still open (the server keeps
 * `isOpen` by the domain's `isShipmentOpen`: neither finished nor closed or cancelled), or
 * created since `cutoff`. With `since`, only those changed since then, for an incremental pass.
 */
export function workingSetFilter(cutoff: string, since: string | null): string {
  const set = `(isOpen = true || created >= "${cutoff}")`;
  return since ? `${set} && updated >= "${since}"` : set;
}

/** A record as the copy holds it, as far as the working set reads it. */
export type WorkingSetRecord = {
  id: string;
  created?: unknown;
  status?: unknown;
  operationalStatus?: unknown;
};

/** True while a shipment belongs in the working set by its own fields (open, or recent). */
export function isInWorkingSet(record: WorkingSetRecord, cutoff: string): boolean {
  if (isShipmentOpen(record)) return true;
  const created = typeof record.created === 'string' ? record.created.replace('T', ' ') : '';
  return created === '' || created >= cutoff;
}

export type EvictionInput = {
  cutoff: string;
  /** Records the user opened lately: kept whatever their age. */
  pinned: ReadonlySet<string>;
  /** Records with writes still queued: the copy is the only place those live. */
  queued: ReadonlySet<string>;
  /**
   * Ids of the server's working set, when just listed. Null when not listed: then only the
   * records' own fields decide.
   */
  serverIds: ReadonlySet<string> | null;
};

/** The ids of the copy's records that leave the working set. */
export function recordsToEvict(
  records: readonly WorkingSetRecord[],
  { cutoff, pinned, queued, serverIds }: EvictionInput,
): string[] {
  const evicted: string[] = [];
  for (const record of records) {
    if (queued.has(record.id)) continue;
    const isInSet = isInWorkingSet(record, cutoff);
    // In the set by the copy's fields but not in the server's: deleted there, or changed so as
    // to leave the set. Either way the copy's version is stale; opening it reads it again.
    if (isInSet && serverIds !== null && !serverIds.has(record.id)) evicted.push(record.id);
    else if (!isInSet && !pinned.has(record.id)) evicted.push(record.id);
  }
  return evicted;
}
