import type { i18n as I18n, TFunction } from 'i18next';

// Where each collection's form labels its fields in the catalogue.
const LABEL_PREFIXES: Readonly<Record<string, string>> = {
  partners: 'partners.form',
  companies: 'companies.fields',
  users: 'companyUsers.form',
  tariffs: 'tariffs.fields',
};

/** The label a conflict row shows for a field of a collection: its form's own, else the name. */
export function recordFieldLabel(
  { t, i18n }: { t: TFunction; i18n: I18n },
  collection: string,
  field: string,
): string {
  const prefix = LABEL_PREFIXES[collection];
  const key = prefix ? `${prefix}.${field}` : '';
  // Looked up untyped: the key is built from a field name and checked with `exists` first.
  return key && i18n.exists(key) ? (t as unknown as (key: string) => string)(key) : field;
}
