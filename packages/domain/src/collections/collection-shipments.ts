import type { CollectionDefinition } from './collection-types.ts';
import { COLLECTION_IDS, type ShipmentCollectionName } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { companyOwnedRules } from './rules.ts';
import {
  DOCUMENT_MIME_TYPES,
  fieldsOfType,
  schemaFields as f,
  type FieldSpec,
} from './schema-fields.ts';
import {
  AIR_FIELDS,
  LAND_FIELDS,
  OCEAN_FIELDS,
  shipmentJsonMaxSize,
  shipmentTextMax,
  type ShipmentModeFields,
} from './shipment-mode-fields.ts';
import { missingColumnsIndex, sqlIndex } from './sql-index.ts';

const text = (name: string) => f.text(name, { max: shipmentTextMax(name) });
const json = (name: string) => f.json(name, { maxSize: shipmentJsonMaxSize(name) });

/** Fields every shipment collection has (SPEC §3 Shipment, common fields). */
function commonShipmentFields(): FieldSpec[] {
  return [
    // Not cascading: a company with shipments cannot be deleted by accident.
    f.relation('company', COLLECTION_IDS.companies, { required: true }),
    // The web app's whole shipment object, so fields it adds later survive a round trip.
    json('payload'),
    f.text('reference', { presentable: true, max: shipmentTextMax('reference') }),
    ...['shipper', 'consignee', 'origin', 'destination', 'status'].map(text),
    f.text('shipmentCode', { max: 30 }),
    f.text('legacyId', { max: 100 }),
    // User ids as text, not relations: history survives user deletion and offline replays.
    f.text('createdBy', { max: 100 }),
    f.text('updatedBy', { max: 100 }),
    // DESIGN §3: itinerary legs live in the shipment's JSON, like the other sub-lists.
    json('itinerary'),
    // Who hears of the shipment by e-mail (issue 37): partners as shipper, consignee or notify.
    json('parties'),
    // The accepted quote this shipment was made from (issue 38); the quote names it back.
    f.text('quote', { max: 15 }),
    // The files behind the `documents` list (BL, AWB, invoices, carta porte): protected, so a
    // download needs a file token that passes the company rule.
    f.file('documentFiles', {
      mimeTypes: DOCUMENT_MIME_TYPES,
      maxSelect: 50,
      maxSize: 20 * 1024 * 1024,
      isProtected: true,
    }),
  ];
}

/**
 * Columns the server computes from the rest of the record on every write (decision 045:
 * `shipmentListColumns`), so lists sort, filter and search in the database. What a client
 * sends for them is ignored.
 */
function listColumnFields(): FieldSpec[] {
  const long = (name: string) => f.text(name, { max: FIELD_LIMITS.longText });
  const code = (name: string) => f.text(name, { max: FIELD_LIMITS.line });
  return [
    long('searchText'),
    f.json('listRow', { maxSize: FIELD_LIMITS.smallJson }),
    ...['sortCode', 'sortReference', 'sortClient', 'sortOrigin', 'sortStatus'].map(long),
    ...['statusKey', 'priorityKey', 'clientKey'].map(code),
    f.date('nextMilestoneAt'),
    f.bool('isOpen'),
  ];
}

/**
 * The list columns right after `company`, before the payload: a new table stores them near the
 * start of each row, where a search or a filter reads them without walking the whole record
 * (tables made before them get them at the end).
 */
function withListColumns(fields: FieldSpec[]): FieldSpec[] {
  const [company, ...rest] = fields;
  return [company!, ...listColumnFields(), ...rest];
}

/**
 * The list's sort columns and filters, each within one company (decision 045). `(company,
 * updated)` also serves the figures, which compare a company's row count and latest write with
 * what they hold on every request (decision 049), without reading the rows.
 */
const LIST_INDEXED_COLUMNS = [
  'sortCode',
  'sortReference',
  'sortClient',
  'sortOrigin',
  'sortStatus',
  'nextMilestoneAt',
  'updated',
  'isOpen',
];

function modeFields(fields: ShipmentModeFields): FieldSpec[] {
  return [
    ...fields.text.map(text),
    ...fieldsOfType('date', fields.dates),
    ...fields.numbers.map((name) => f.number(name, { min: 0 })),
    ...fields.bools.map((name) => f.bool(name)),
    ...fields.json.map(json),
  ];
}

function shipmentCollection(
  name: ShipmentCollectionName,
  fields: ShipmentModeFields,
): CollectionDefinition {
  return defineCollection({
    id: COLLECTION_IDS[name],
    name,
    fields: withListColumns([...commonShipmentFields(), ...modeFields(fields)]),
    indexes: [
      sqlIndex(name, ['company']),
      // Lists are "this company's shipments, newest first" (SPEC §7).
      sqlIndex(name, ['company', 'created']),
      // One code per company and mode (SPEC §5): two people creating at once cannot share a
      // code; the loser gets `validation_not_unique` on shipmentCode and takes the next one.
      // Rows without a code (legacy data, drafts) do not collide.
      sqlIndex(name, ['company', 'shipmentCode'], { isUnique: true, where: "shipmentCode != ''" }),
      ...LIST_INDEXED_COLUMNS.map((column) => sqlIndex(name, ['company', column])),
      missingColumnsIndex(name, 'listRow IS NULL'),
    ],
    rules: companyOwnedRules(),
  });
}

/** The three shipment collections, one per transport mode. */
export const SHIPMENT_COLLECTIONS: CollectionDefinition[] = [
  shipmentCollection('shipments_ocean', OCEAN_FIELDS),
  shipmentCollection('shipments_air', AIR_FIELDS),
  shipmentCollection('shipments_land', LAND_FIELDS),
];
