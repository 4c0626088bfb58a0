import {
  isMultiValueField,
  type CollectionDefinition,
  type SchemaField,
} from './collection-types.ts';

const HEADER = `// Generated from PRODUCT_COLLECTIONS by \`npm run generate:record-types\`. Do not edit by hand:
// change the collection definitions and run the script (a test fails while this file is stale).
import type { AuthRecordFields, BaseRecordFields } from './record-base-types.ts';
`;

/**
 * The TypeScript record types of a set of collections, as source text: the collection
 * definitions are the one source of truth and the web app's types are derived from them.
 */
export function renderRecordTypes(collections: readonly CollectionDefinition[]): string {
  const types = collections.map(renderCollection);
  const map = collections.map((c) => `  ${c.name}: ${typeName(c.name)};`).join('\n');
  return `${HEADER}\n${types.join('\n\n')}\n\n/** Record type by collection name. */\nexport type ProductRecords = {\n${map}\n};\n`;
}

function renderCollection(collection: CollectionDefinition): string {
  const base =
    collection.type === 'auth' ? 'BaseRecordFields & AuthRecordFields' : 'BaseRecordFields';
  const fields = collection.schema
    .map((field) => `  ${field.name}: ${fieldType(field)};`)
    .join('\n');
  return `/** A record of \`${collection.name}\`. */\nexport type ${typeName(collection.name)} = ${base} & {\n${fields}\n};`;
}

function fieldType(field: SchemaField): string {
  const single = singleType(field);
  if (isMultiValueField(field)) return `${wrap(single)}[]`;
  // An optional single select is '' until chosen.
  return field.type === 'select' && !field.required ? `${single} | ''` : single;
}

function singleType(field: SchemaField): string {
  switch (field.type) {
    case 'number':
      return 'number';
    case 'bool':
      return 'boolean';
    case 'json':
      return 'unknown';
    case 'select': {
      const values = (field.options.values as string[] | undefined) ?? [];
      return values.length > 0
        ? values.map((v) => `'${v.replace(/'/g, "\\'")}'`).join(' | ')
        : 'string';
    }
    default:
      return 'string';
  }
}

function wrap(type: string): string {
  return type.includes('|') ? `(${type})` : type;
}

function typeName(collectionName: string): string {
  const pascal = collectionName
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `${pascal}Record`;
}
