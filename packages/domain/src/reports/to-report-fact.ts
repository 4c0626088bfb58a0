import { airCargoTotals } from '../shipments/air-cargo-totals.ts';
import { costTotals } from '../shipments/cost-totals.ts';
import type { ShipmentListSource } from '../shipments/shipment-list-row.ts';
import { shipmentReference } from '../shipments/shipment-record.ts';
import type { CostRow } from '../shipments/shipment-sub-list-items.ts';
import { containersTeu } from './container-teu.ts';
import { milestonePerformance } from './milestone-performance.ts';
import {
  recordClient,
  recordCode,
  recordPlaces,
  recordStatus,
} from '../shipments/shipment-record-fields.ts';
import {
  recordCarrier,
  recordCreatedAt,
  recordDirection,
  recordMainLeg,
} from './report-record-fields.ts';
import type { ReportFact } from './report-types.ts';

/**
 * What the report counts of one shipment record of any mode (the flat record as the server
 * stores it, or a local view's payload spread with its `id` and `mode`), read once so filters
 * and breakdowns never touch the record again. `now` decides which open milestones are overdue.
 * See `ReportFact` for each field's rule; money is `costTotals` of the cost-control rows, air
 * weight is `airCargoTotals`' chargeable weight, TEU is `containersTeu`.
 */
export function toReportFact(record: ShipmentListSource, now: Date): ReportFact {
  const mode = record.mode;
  const [origin, destination] = recordPlaces(record);
  const { etd, eta } = recordMainLeg(record);
  return {
    id: record.id,
    mode,
    code: recordCode(record),
    reference: shipmentReference(record),
    direction: recordDirection(record),
    client: recordClient(record),
    carrier: recordCarrier(record),
    status: recordStatus(record),
    origin,
    destination,
    createdAt: recordCreatedAt(record),
    etd,
    eta,
    teu: mode === 'ocean' ? containersTeu(record.containersList, record.containerType) : 0,
    chargeableKg:
      mode === 'air'
        ? airCargoTotals(list(record.uldsList), list(record.looseItems)).chargeableKg
        : 0,
    money: costTotals(costRows(record.costControlRows)),
    milestones: milestonePerformance(record, now),
  };
}

function list(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The cost-control rows that are objects (`costTotals` reads their fields defensively). */
function costRows(value: unknown): Partial<CostRow>[] {
  if (!Array.isArray(value)) return [];
  return value.filter((row): row is Partial<CostRow> => typeof row === 'object' && row !== null);
}
