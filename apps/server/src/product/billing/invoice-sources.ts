import { rowKey, type InvoiceLine, type ShipmentCollectionName } from '@rumbo/domain';
import type { Db } from '../../core/db/db.ts';
import { fieldError, validationError, type ErrorData } from '../../tools/errors.ts';

export type BilledShipment = { collection: ShipmentCollectionName; id: string; code: string };

type StoredCostRow = { id?: unknown; flow?: unknown; currency?: unknown };

/**
 * The shipments' rows an invoice bills, checked inside the write's transaction (decision 079):
 * each source is an income row of a shipment of the invoice's company, in the invoice's
 * currency, that no other live invoice bills. Writes are serial on both engines, so two invoices
 * made at once from the same rows cannot both pass: the second one's check reads the first.
 * Answers the lines with their shipment's code, and the shipments billed.
 */
export async function checkInvoiceSources(
  db: Db,
  invoice: { id: string; company: string; currency: string },
  lines: readonly InvoiceLine[],
): Promise<{ lines: InvoiceLine[]; shipments: BilledShipment[] }> {
  const wanted = new Map<string, { collection: ShipmentCollectionName; id: string }>();
  for (const line of lines)
    if (line.source)
      wanted.set(`${line.source.collection}/${line.source.shipment}`, {
        collection: line.source.collection,
        id: line.source.shipment,
      });
  const shipments = new Map<string, { code: string; rows: StoredCostRow[] }>();
  for (const [key, { collection, id }] of wanted) {
    const row = await db.get<{ shipmentCode: unknown; costControlRows: unknown }>(
      `SELECT "shipmentCode", "costControlRows" FROM "${collection}" WHERE "id" = ? AND "company" = ?`,
      [id, invoice.company],
    );
    if (row)
      shipments.set(key, {
        code: String(row.shipmentCode ?? ''),
        rows: rowsOf(row.costControlRows),
      });
  }
  const claims = await liveClaims(
    db,
    invoice,
    [...wanted.values()].map((s) => s.id),
  );
  const errors: ErrorData = {};
  const checked = lines.map((line, index) => {
    if (!line.source) return line;
    const shipment = shipments.get(`${line.source.collection}/${line.source.shipment}`);
    const source = line.source;
    const row = shipment?.rows.find((candidate) => String(candidate.id ?? '') === source.row);
    const fail = (code: string, message: string) => {
      errors[String(index)] = { source: fieldError(code, message) };
    };
    if (!shipment || !row) fail('validation_missing_rel_records', 'That charge was not found.');
    else if (row.flow !== 'income')
      fail('validation_row_not_income', 'Only income rows are invoiced.');
    else if (String(row.currency ?? '') !== invoice.currency)
      fail(
        'validation_row_currency',
        `That charge is in ${String(row.currency)}, not ${invoice.currency}.`,
      );
    else {
      const other = claims.get(rowKey(source));
      if (other)
        fail(
          'validation_row_invoiced',
          `A charge of ${shipment.code} is already on invoice ${other}.`,
        );
    }
    return { ...line, shipmentCode: shipment?.code ?? line.shipmentCode };
  });
  if (Object.keys(errors).length > 0) throw validationError({ lines: errors });
  const billed = [...wanted.entries()]
    .filter(([key]) => shipments.has(key))
    .map(([key, s]) => ({ ...s, code: shipments.get(key)!.code }));
  return { lines: checked, shipments: billed };
}

/** The rows of these shipments that other live invoices of the company bill: row key → invoice code. */
async function liveClaims(
  db: Db,
  invoice: { id: string; company: string },
  shipmentIds: readonly string[],
): Promise<Map<string, string>> {
  const claims = new Map<string, string>();
  for (const shipmentId of new Set(shipmentIds)) {
    const others = await db.all<{ code: unknown; lines: unknown }>(
      `SELECT "code", "lines" FROM "invoices" WHERE "company" = ? AND "id" <> ? AND "state" <> 'cancelled' AND "shipmentIds" LIKE ?`,
      [invoice.company, invoice.id, `%${shipmentId}%`],
    );
    for (const other of others)
      for (const line of linesOf(other.lines))
        if (line.source) claims.set(rowKey(line.source), String(other.code ?? ''));
  }
  return claims;
}

function rowsOf(value: unknown): StoredCostRow[] {
  const parsed: unknown = typeof value === 'string' ? safeParse(value) : value;
  return Array.isArray(parsed) ? (parsed as StoredCostRow[]) : [];
}

/** An invoice's stored lines (JSON text on SQLite, parsed on PostgreSQL). */
export function linesOf(value: unknown): InvoiceLine[] {
  const parsed: unknown = typeof value === 'string' ? safeParse(value) : value;
  return Array.isArray(parsed) ? (parsed as InvoiceLine[]) : [];
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
