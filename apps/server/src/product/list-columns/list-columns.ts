import {
  SHIPMENT_COLLECTION_NAMES,
  SHIPMENT_LIST_COLUMN_NAMES,
  SHIPMENT_LIST_COLUMNS_VERSION,
  partnerSearchText,
  shipmentListColumns,
  tariffSearchText,
  type CollectionModel,
  type ShipmentMode,
} from '@rumbo/domain';
import type { RecordHooks } from '../../core/records/record-hooks.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';

/**
 * What the server computes on a collection's records (decision 045): the columns, the function
 * that computes them from the stored record, the column whose NULL or '' marks a row written
 * before the columns existed, and a version bumped whenever the computation changes (every row
 * is then computed again at start, see backfill-list-columns.ts).
 */
export type ComputedColumns = {
  columns: readonly string[];
  compute(record: RecordValues): RecordValues;
  missing: { column: string; when: 'null' | 'empty' };
  version: number;
};

/** Bumped when partnerSearchText or tariffSearchText change what they compute. */
const SEARCH_TEXT_VERSION = 1;

const SHIPMENT_COLUMNS = (mode: ShipmentMode): ComputedColumns => ({
  columns: SHIPMENT_LIST_COLUMN_NAMES,
  compute: (record) => shipmentListColumns({ ...record, id: String(record.id), mode }),
  missing: { column: 'listRow', when: 'null' },
  version: SHIPMENT_LIST_COLUMNS_VERSION,
});

const COMPUTED: Readonly<Record<string, ComputedColumns>> = {
  shipments_ocean: SHIPMENT_COLUMNS('ocean'),
  shipments_air: SHIPMENT_COLUMNS('air'),
  shipments_land: SHIPMENT_COLUMNS('land'),
  partners: {
    columns: ['searchText'],
    compute: (record) => ({ searchText: partnerSearchText(record) }),
    missing: { column: 'searchText', when: 'empty' },
    version: SEARCH_TEXT_VERSION,
  },
  tariffs: {
    columns: ['searchText'],
    compute: (record) => ({ searchText: tariffSearchText(record) }),
    missing: { column: 'searchText', when: 'empty' },
    version: SEARCH_TEXT_VERSION,
  },
};

// Every shipment collection has its entry (a new mode would need one).
for (const name of SHIPMENT_COLLECTION_NAMES)
  if (!COMPUTED[name]) throw new Error(`No list columns for ${name}`);

/** The computed columns of a collection (by name), or null when it has none. */
export function computedColumnsOf(collection: CollectionModel): ComputedColumns | null {
  const computed = COMPUTED[collection.name];
  if (!computed) return null;
  // An operator may have removed a field: only columns the collection still has are written.
  const names = new Set(collection.schema.map((field) => field.name));
  return computed.columns.every((column) => names.has(column)) ? computed : null;
}

/** The collections whose records carry computed columns. */
export const COMPUTED_COLLECTION_NAMES = Object.keys(COMPUTED);

/**
 * Keeps the list columns on every create and update, whoever writes (record API, OAuth2, the
 * seed): what a client sends for them is dropped before validation (so it can neither be stored
 * nor refuse the save), and the columns are computed from the record as it will be stored.
 */
export function registerListColumns(hooks: RecordHooks): void {
  hooks.onBeforeCreate(({ collection, input }) => withoutComputed(collection, input));
  hooks.onBeforeUpdate(({ collection, input }) => withoutComputed(collection, input));
  hooks.onBeforeStore(({ collection, record }) => {
    const computed = computedColumnsOf(collection);
    return computed ? computed.compute(record as RecordValues) : {};
  });
}

/** The input without its computed columns, modifiers (`isOpen+`, `+listRow`) included. */
function withoutComputed(
  collection: CollectionModel,
  input: Record<string, unknown>,
): Record<string, unknown> {
  const computed = computedColumnsOf(collection);
  if (!computed) return input;
  const names = new Set(computed.columns);
  const kept = Object.entries(input).filter(([key]) => !names.has(key.replace(/^\+|[+-]$/g, '')));
  return kept.length === Object.keys(input).length ? input : Object.fromEntries(kept);
}
