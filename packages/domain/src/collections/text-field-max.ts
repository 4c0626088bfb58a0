import type { CollectionDefinition } from './collection-types.ts';

/**
 * The most characters a text field of `collection` keeps (its `max` option), for the
 * `maxLength` of the input that edits it: typing stops where the server would refuse the save
 * (decision 023). Undefined when the field has no maximum; a name that is not a text field of the
 * collection is a programming error and throws.
 */
export function textFieldMax(collection: CollectionDefinition, name: string): number | undefined {
  const field = collection.schema.find((candidate) => candidate.name === name);
  if (field?.type !== 'text') throw new Error(`${collection.name}.${name} is not a text field`);
  const max = Number(field.options.max ?? 0);
  return max > 0 ? max : undefined;
}
