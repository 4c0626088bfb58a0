import type { MilestoneKey } from '../milestones/milestone-key.ts';
import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import { instantIso, isReadableInstant, readInstant } from '../time/read-instant.ts';
import { foldSearchText } from './fold-search-text.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import { shipmentReference, type ShipmentRecord } from './shipment-record.ts';
import {
  recordClient,
  recordCode,
  recordPlaces,
  recordStatus,
  recordText,
} from './shipment-record-fields.ts';

/** One line of a mode's shipment list: what the list shows, sorts, filters and searches. */
export type ShipmentListRow = {
  id: string;
  mode: ShipmentMode;
  code: string;
  reference: string;
  shipper: string;
  consignee: string;
  /** The principal (the forwarder's customer), or the consignee when there is none. */
  client: string;
  /** Ocean: port of load → port of arrival; air: airport of departure → arrival. */
  origin: string;
  destination: string;
  /** Ocean: `operationalStatus`; air and land: `status`. '' when none. */
  status: string;
  priority: string;
  /** The first milestone still waiting for its actual date that has an estimate (ISO). */
  nextMilestone: { key: MilestoneKey; estimatedAt: string } | null;
  /** ISO times; '' when the record has none. */
  createdAt: string;
  updatedAt: string;
  /** Folded (lower case, no accents) text of every searchable field, see `foldSearchText`. */
  searchText: string;
};

/** A record as the list receives it: the server's `created` / `updated` times, if any. */
export type ShipmentListSource = ShipmentRecord & { created?: string; updated?: string };

/** Identifiers and names worth finding a shipment by, beyond the row's own columns. */
const SEARCHED_FIELDS = [
  'bookingRef',
  'blNumber',
  'hblNumber',
  'awb',
  'hawb',
  'carrier',
  'airline',
  'vessel',
  'voyage',
  'flight',
  'notify',
  'principal',
] as const;

/**
 * The list row of a shipment record of any mode (or of a local view's payload spread with its
 * `id` and `mode`). Dates are read in PocketBase's or ISO layout and given as ISO; unreadable
 * ones become ''. Milestones with neither estimate nor actual date are skipped when looking for
 * the next one, so an unused cut-off does not hide the milestone that matters.
 */
export function toShipmentListRow(record: ShipmentListSource): ShipmentListRow {
  const mode = record.mode;
  const code = recordCode(record);
  const reference = shipmentReference(record);
  const shipper = recordText(record.shipper);
  const consignee = recordText(record.consignee);
  const client = recordClient(record);
  const [origin, destination] = recordPlaces(record);
  const status = recordStatus(record);
  const priority = recordText(record.priority);
  const searched = [code, reference, shipper, consignee, origin, destination, status, priority];
  for (const field of SEARCHED_FIELDS) searched.push(recordText(record[field]));
  // Identifiers also without their spaces and hyphens: a tracking number is typed either way.
  for (const code of [
    record.awb,
    record.hawb,
    record.bookingRef,
    record.blNumber,
    record.hblNumber,
  ])
    searched.push(compactCode(code));
  searched.push(compactCode(code), compactCode(reference));
  searched.push(...itemCodes(record.containersList, 'number'));
  searched.push(...itemCodes(record.uldsList, 'uldNumber'));
  return {
    id: record.id,
    mode,
    code,
    reference,
    shipper,
    consignee,
    client,
    origin,
    destination,
    status,
    priority,
    nextMilestone: nextMilestone(record),
    createdAt: isoTime(record.created, record.createdAtISO, payloadField(record, 'createdAtISO')),
    updatedAt: isoTime(record.updated, record.updatedAtISO, payloadField(record, 'updatedAtISO')),
    searchText: foldSearchText(searched.filter((part) => part !== '').join(' ')),
  };
}

function payloadField(record: ShipmentRecord, field: string): unknown {
  const payload = record.payload;
  return typeof payload === 'object' && payload !== null
    ? (payload as Record<string, unknown>)[field]
    : undefined;
}

function nextMilestone(record: ShipmentRecord): ShipmentListRow['nextMilestone'] {
  for (const milestone of MODE_MILESTONES[record.mode] ?? []) {
    if (isReadableInstant(record[milestone.actual])) continue;
    const estimated = record[milestone.estimated];
    const ms = readInstant(estimated);
    if (ms !== null) return { key: milestone.key, estimatedAt: instantIso(estimated, ms) };
  }
  return null;
}

function isoTime(...candidates: unknown[]): string {
  for (const value of candidates) {
    const ms = readInstant(value);
    if (ms !== null) return instantIso(value, ms);
  }
  return '';
}

/** A code without its spaces and hyphens, so `17612345675` finds `176-12345675`. */
function compactCode(value: unknown): string {
  const code = recordText(value).replace(/[\s-]+/g, '');
  return code === recordText(value) ? '' : code;
}

function itemCodes(items: unknown, field: string): string[] {
  if (!Array.isArray(items)) return [];
  const codes: string[] = [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const value = (item as Record<string, unknown>)[field];
    const code = recordText(value);
    if (code !== '') codes.push(code, compactCode(value));
  }
  return codes;
}
