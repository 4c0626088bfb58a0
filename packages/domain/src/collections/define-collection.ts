import type { CollectionDefinition, CollectionRules } from './collection-types.ts';
import type { FieldSpec } from './schema-fields.ts';

type CollectionSpec = {
  id: string;
  name: string;
  type?: 'base' | 'auth';
  fields: FieldSpec[];
  indexes?: string[];
  rules: CollectionRules;
  options?: Record<string, unknown>;
};

/**
 * Assembles a collection definition. Field ids derive from collection and field name so they
 * stay the same across runs (PocketBase only needs them unique and 5–255 characters long).
 */
export function defineCollection(spec: CollectionSpec): CollectionDefinition {
  return {
    id: spec.id,
    name: spec.name,
    type: spec.type ?? 'base',
    system: false,
    schema: spec.fields.map((field) => ({
      ...field,
      id: `${spec.name}_${field.name}`.toLowerCase(),
    })),
    indexes: spec.indexes ?? [],
    ...spec.rules,
    options: spec.options ?? {},
  };
}
