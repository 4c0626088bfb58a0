import { toReportFact, type ReportFact, type ShipmentMode } from '@rumbo/domain';
import type { StoredRecord } from '../local/local-database.ts';

/**
 * One page of a mode's records, as the server (or the browser's copy) gives them, read into
 * report facts: each record gets its `mode` (collections do not carry it) and is read once,
 * when its page arrives, so nothing waits for the last page to start counting.
 */
export function pageToFacts(
  records: readonly StoredRecord[],
  mode: ShipmentMode,
  now: Date,
): ReportFact[] {
  return records.map((record) => toReportFact({ ...record, mode }, now));
}
