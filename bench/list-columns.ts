import { PRODUCT_COLLECTIONS, type CollectionModel } from '@rumbo/domain';
import { computedColumnsOf } from '../apps/server/src/product/list-columns/list-columns.ts';
import { decodeRow, encodeValues } from '../apps/server/src/core/records/record-codec.ts';

type Row = Record<string, unknown>;

const models = new Map<string, CollectionModel>();

function modelOf(table: string): CollectionModel {
  let model = models.get(table);
  if (!model) {
    const definition = PRODUCT_COLLECTIONS.find((collection) => collection.name === table);
    if (!definition) throw new Error(`No collection ${table}`);
    model = { ...definition, created: '', updated: '' };
    models.set(table, model);
  }
  return model;
}

/**
 * A stored row (as read, JSON as text) with the server's list columns computed again from its
 * fields, as the server would on a write (decision 045): rows copied straight into the database
 * must not carry their template's code in `listRow` or `searchText`.
 */
export function withListColumns(table: string, row: Row): Row {
  const collection = modelOf(table);
  const computed = computedColumnsOf(collection);
  if (!computed) return row;
  const values = computed.compute(decodeRow(collection, row));
  const columns = Object.keys(values);
  const encoded = encodeValues(collection, values, columns);
  return { ...row, ...Object.fromEntries(columns.map((column, i) => [column, encoded[i]])) };
}
