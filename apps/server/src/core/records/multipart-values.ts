import type { SchemaField } from '@rumbo/domain';

/** Field types whose multipart key may repeat to send a list (PocketBase's "arrayable" types). */
const LIST_TYPES = new Set(['select', 'relation', 'file']);

/**
 * The submitted data of a multipart record form as PocketBase v0.22 reads it: a key repeated for a
 * field that holds one value (text, number, json…) keeps its first value, while select, relation
 * and file fields take every value as their list. Conversion of each text value to the field's
 * type happens with every other body (field-values.ts).
 */
export function multipartRecordData(
  schema: readonly SchemaField[],
  data: Record<string, unknown>,
): Record<string, unknown> {
  const result = { ...data };
  for (const field of schema) {
    const value = result[field.name];
    if (LIST_TYPES.has(field.type) || !Array.isArray(value)) continue;
    if (value.every((item) => typeof item === 'string')) result[field.name] = value[0];
  }
  return result;
}
