import type { FieldConflict } from '@rumbo/domain';
import type { FailedChange } from '../repository/repository-types.ts';

/**
 * The part of an offline update that clashed with someone else's save on replay: the
 * fields both changed, with both values, kept until the user applies or discards mine. The
 * change it belongs to keeps only those fields (the rest was sent at replay).
 */
export type ParkedConflict = {
  conflicts: FieldConflict[];
  /** Who saved the server's version, as their save recorded it ('' when unknown). */
  theirsName: string;
  /** How the record is named in lists (a shipment's code, a partner's name …). */
  recordLabel?: string;
  /** Kept by conflicts parked before every collection had a label: a shipment's code. */
  shipmentCode?: string;
};

/** A failed change; a parked conflict carries `conflict` (status 409). */
export type ParkedChange = FailedChange & { conflict?: ParkedConflict };

export const CONFLICT_STATUS = 409;

export function parkedConflictOf(failed: FailedChange): ParkedConflict | null {
  return (failed as ParkedChange).conflict ?? null;
}

/** The name a parked conflict shows for its record. */
export function parkedRecordLabel(conflict: ParkedConflict): string {
  return conflict.recordLabel ?? conflict.shipmentCode ?? '';
}
