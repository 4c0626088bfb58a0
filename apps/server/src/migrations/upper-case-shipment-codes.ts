import { SHIPMENT_COLLECTION_NAMES } from '@rumbo/domain';
import type { Db } from '../core/db/db.ts';
import type { MigrationWarn } from './save-with-unique-fallback.ts';

type CodeRow = { id: string; company: string; shipmentCode: string };

/**
 * Shipment codes are stored upper-cased (SPEC §5, docs/decisions/030). Rows written before that
 * rule are upper-cased once at start; a row whose upper-cased code another shipment of the same
 * company already holds is left as it is, and `warn` names it for an operator to re-code.
 */
export async function upperCaseShipmentCodes(
  db: Db,
  warn: MigrationWarn = (message) => console.warn(message),
): Promise<void> {
  for (const table of SHIPMENT_COLLECTION_NAMES) {
    const rows = await db.all<CodeRow>(
      `SELECT "id", "company", "shipmentCode" FROM "${table}" WHERE "shipmentCode" != UPPER("shipmentCode")`,
    );
    for (const row of rows) {
      const code = row.shipmentCode.trim().toUpperCase();
      await db.transaction(async (tx) => {
        const taken = await tx.get(
          `SELECT 1 FROM "${table}" WHERE "company" = ? AND "shipmentCode" = ? AND "id" != ?`,
          [row.company, code, row.id],
        );
        if (taken) {
          warn(
            `Shipment ${row.id} in ${table} keeps its code "${row.shipmentCode}": "${code}" is already taken in its company.`,
          );
          return;
        }
        // The list columns show the code: cleared, they are computed again (backfill-list-columns).
        await tx.run(`UPDATE "${table}" SET "shipmentCode" = ?, "listRow" = NULL WHERE "id" = ?`, [
          code,
          row.id,
        ]);
      });
    }
  }
}
