/**
 * The collection model of the record server, in PocketBase v0.22's JSON shape
 * (reference: pocketbase-v0.22-api.md §9). The server's migrations and the web app's
 * types are both derived from definitions of this shape.
 */
export type FieldType =
  | 'text'
  | 'number'
  | 'bool'
  | 'email'
  | 'url'
  | 'editor'
  | 'date'
  | 'select'
  | 'json'
  | 'file'
  | 'relation';

export type FieldOptions = Record<string, unknown>;

export type SchemaField = {
  system: boolean;
  id: string;
  name: string;
  type: FieldType;
  required: boolean;
  presentable: boolean;
  unique: boolean;
  options: FieldOptions;
};

export type CollectionType = 'base' | 'auth' | 'view';

export type CollectionRules = {
  listRule: string | null;
  viewRule: string | null;
  createRule: string | null;
  updateRule: string | null;
  deleteRule: string | null;
};

export type CollectionModel = CollectionRules & {
  id: string;
  created: string;
  updated: string;
  name: string;
  type: CollectionType;
  system: boolean;
  schema: SchemaField[];
  indexes: string[];
  options: Record<string, unknown>;
};

/** What a migration declares; the server adds the timestamps. */
export type CollectionDefinition = Omit<CollectionModel, 'created' | 'updated'>;

/** Columns every auth collection has beyond its schema (never listed in `schema`). */
export const AUTH_SYSTEM_FIELDS = [
  'username',
  'email',
  'emailVisibility',
  'verified',
  'tokenKey',
  'passwordHash',
  'lastResetSentAt',
  'lastVerificationSentAt',
  'lastLoginAlertSentAt',
] as const;

/** Auth columns that are never exported in any response. */
export const AUTH_HIDDEN_FIELDS = [
  'tokenKey',
  'passwordHash',
  'lastResetSentAt',
  'lastVerificationSentAt',
  'lastLoginAlertSentAt',
] as const;

/** Columns every record has. */
export const BASE_SYSTEM_FIELDS = ['id', 'created', 'updated'] as const;

/** Whether a field holds a list (JSON array) rather than a single value. */
export function isMultiValueField(field: SchemaField): boolean {
  if (field.type === 'select' || field.type === 'file') {
    return Number(field.options.maxSelect ?? 1) > 1;
  }
  if (field.type === 'relation') {
    const max = field.options.maxSelect;
    return max === null || max === undefined || Number(max) > 1;
  }
  return false;
}
