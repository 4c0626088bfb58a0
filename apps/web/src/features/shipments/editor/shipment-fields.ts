import {
  SHIPMENT_COLLECTIONS,
  SHIPMENT_LIST_COLUMN_NAMES,
  type FieldType,
  type ShipmentMode,
} from '@rumbo/domain';

/** A field of a mode's shipment record that the editor shows and saves. */
export type EditorField = { name: string; type: FieldType };

// Kept by the save itself (company, authorship, the payload copy), by the documents section
// (the stored files) or by the server (the list columns, decision 045), never typed into the form.
const NOT_IN_FORM: ReadonlySet<string> = new Set([
  'company',
  'payload',
  'documentFiles',
  'createdBy',
  'updatedBy',
  ...SHIPMENT_LIST_COLUMN_NAMES,
]);

/**
 * Fields that only repeat another one (contract: ocean origin/destination mirror the ports and
 * `status` mirrors `operationalStatus`; air origin/destination mirror the airports; ocean and
 * land `reference` mirrors `ref`). The save writes them from their source, and a conflict is
 * shown once, on the source.
 */
export const MIRRORED_FIELDS: Readonly<Record<ShipmentMode, Readonly<Record<string, string>>>> = {
  ocean: {
    reference: 'ref',
    origin: 'portOfLoad',
    destination: 'portOfArrival',
    status: 'operationalStatus',
  },
  air: { origin: 'airportOfDeparture', destination: 'airportOfArrival' },
  land: { reference: 'ref' },
};

const cache = new Map<ShipmentMode, readonly EditorField[]>();

/** The record fields of a mode the form edits, from the collection's schema. */
export function editorFields(mode: ShipmentMode): readonly EditorField[] {
  const cached = cache.get(mode);
  if (cached) return cached;
  const collection = SHIPMENT_COLLECTIONS.find((it) => it.name === `shipments_${mode}`);
  if (!collection) throw new Error(`Unsupported shipment mode: ${mode}`);
  const fields = collection.schema
    .filter((field) => !NOT_IN_FORM.has(field.name))
    .map(({ name, type }) => ({ name, type }));
  cache.set(mode, fields);
  return fields;
}

/** Whether a field only mirrors another one of the mode. */
export function isMirroredField(mode: ShipmentMode, field: string): boolean {
  return Object.hasOwn(MIRRORED_FIELDS[mode], field);
}
