import type { QueuedUpdateBase } from '@rumbo/domain';
import type {
  BasedChange,
  QueuedChange,
  StoredRecord,
} from '../repository/repository-types.ts';
import { baseOfSave } from './versioned-send.ts';

/**
 * What an update is based on: the `updated` and the values of the fields it sets, as the local
 * copy had them when the change was made (the copy the user was editing). Nothing for creates,
 * deletes, or an update of a record never cached.
 */
export function changeBaseFrom(
  change: Omit<QueuedChange, 'seq'>,
  copy: StoredRecord | undefined,
): QueuedUpdateBase | undefined {
  if (change.action !== 'update' || !change.data || !copy) return undefined;
  return baseOfSave(change.data, copy);
}

/** The base a queued change kept, or null (a create, a delete, or a change queued without one). */
export function baseOf(change: QueuedChange): QueuedUpdateBase | null {
  return (change as BasedChange).base ?? null;
}
