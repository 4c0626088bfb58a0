import type { CollectionModel, FieldType } from '@rumbo/domain';

export type TableColumn = {
  name: string;
  type: Extract<FieldType, 'text' | 'number' | 'bool' | 'json'>;
};

/**
 * Describes one of the server's own tables (`_admins`, `_collections`, `_logs`) as a base
 * collection, so list filters and sorts over it go through the same compiler as record lists:
 * only the listed columns (plus `id`, `created`, `updated`) resolve, every value is a bound
 * parameter, and a `json` column accepts `data.some.path`.
 */
export function tableModel(table: string, columns: TableColumn[]): CollectionModel {
  return {
    id: table,
    created: '',
    updated: '',
    name: table,
    type: 'base',
    system: true,
    schema: columns.map((column) => ({
      system: true,
      id: `${table}_${column.name}`,
      name: column.name,
      type: column.type,
      required: false,
      presentable: false,
      unique: false,
      options: {},
    })),
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
  };
}
