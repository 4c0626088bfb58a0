import type { FieldType, SchemaField } from './collection-types.ts';

/** A schema field before its collection gives it a stable id (see defineCollection). */
export type FieldSpec = Omit<SchemaField, 'id'>;

type FieldFlags = { required?: boolean; presentable?: boolean };

/** PocketBase's own migrations use 2 MB for JSON fields; shipments keep whole sub-lists in them. */
export const JSON_MAX_SIZE = 2_000_000;

export const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/gif',
  'image/webp',
];

/** Company paperwork: constancias and contracts (PDF, scans), CFDI XML, office files. */
export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/xml',
  'text/xml',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

function fieldSpec(
  name: string,
  type: FieldType,
  options: object,
  flags: FieldFlags = {},
): FieldSpec {
  return {
    system: false,
    name,
    type,
    required: flags.required ?? false,
    presentable: flags.presentable ?? false,
    unique: false,
    options: { ...options },
  };
}

/**
 * Builders for PocketBase v0.22 schema fields, with the option keys and defaults of the
 * reference's §9 table, so every definition serialises exactly like PocketBase's own JSON.
 */
export const schemaFields = {
  text: (name: string, opts: FieldFlags & { max?: number; pattern?: string } = {}) =>
    fieldSpec(
      name,
      'text',
      { min: null, max: opts.max ?? null, pattern: opts.pattern ?? '' },
      opts,
    ),

  number: (name: string, opts: FieldFlags & { min?: number; noDecimal?: boolean } = {}) =>
    fieldSpec(
      name,
      'number',
      { min: opts.min ?? null, max: null, noDecimal: opts.noDecimal ?? false },
      opts,
    ),

  bool: (name: string) => fieldSpec(name, 'bool', {}),

  date: (name: string, opts: FieldFlags = {}) =>
    fieldSpec(name, 'date', { min: '', max: '' }, opts),

  select: (name: string, values: readonly string[], opts: FieldFlags = {}) =>
    fieldSpec(name, 'select', { maxSelect: 1, values: [...values] }, opts),

  json: (name: string, opts: FieldFlags & { maxSize?: number } = {}) =>
    fieldSpec(name, 'json', { maxSize: opts.maxSize ?? JSON_MAX_SIZE }, opts),

  file: (
    name: string,
    opts: {
      mimeTypes: string[];
      maxSelect: number;
      maxSize: number;
      thumbs?: string[];
      isProtected?: boolean;
    },
  ) =>
    fieldSpec(name, 'file', {
      mimeTypes: opts.mimeTypes,
      thumbs: opts.thumbs ?? null,
      maxSelect: opts.maxSelect,
      maxSize: opts.maxSize,
      protected: opts.isProtected ?? false,
    }),

  /** `maxSelect: null` means "any number" (a JSON array of ids), as in PocketBase. */
  relation: (
    name: string,
    collectionId: string,
    opts: FieldFlags & { maxSelect?: number | null; cascadeDelete?: boolean } = {},
  ) =>
    fieldSpec(
      name,
      'relation',
      {
        collectionId,
        cascadeDelete: opts.cascadeDelete ?? false,
        minSelect: null,
        maxSelect: opts.maxSelect === undefined ? 1 : opts.maxSelect,
        displayFields: null,
      },
      opts,
    ),
};

/** Many plain fields of one type at once, for the long shipment field lists. */
export function fieldsOfType(
  type: 'text' | 'date' | 'json',
  names: readonly string[],
): FieldSpec[] {
  return names.map((name) => schemaFields[type](name));
}
