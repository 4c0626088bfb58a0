import { SHIPMENT_MODES, updatedByName, type HomeRecentRow } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { decodeRow } from '../../core/records/record-codec.ts';

/**
 * The rows with the name of who saved each last, which the web app keeps in the payload: read
 * for these few rows only (the figures themselves never read a payload).
 */
export async function withUpdatedByNames(
  core: Core,
  rows: readonly HomeRecentRow[],
): Promise<HomeRecentRow[]> {
  const names = new Map<string, string>();
  for (const mode of SHIPMENT_MODES) {
    const ids = rows.filter((row) => row.mode === mode).map((row) => row.id);
    const collection = core.collections.find(`shipments_${mode}`);
    if (ids.length === 0 || !collection) continue;
    const marks = ids.map(() => '?').join(', ');
    const stored = await core.db.all(
      `SELECT "id", "payload" FROM "${collection.name}" WHERE "id" IN (${marks})`,
      ids,
    );
    for (const row of stored)
      names.set(String(row.id), updatedByName(decodeRow(collection, row, true).payload));
  }
  return rows.map((row) => ({ ...row, updatedByName: names.get(row.id) ?? row.updatedByName }));
}
