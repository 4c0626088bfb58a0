import { isMultiValueField } from '@rumbo/domain';
import type { PathRow } from './path-walk.ts';
import type { QueryDialect } from './query-dialect.ts';
import type { RequestInfo } from './request-info.ts';
import { columnValueType, schemaField } from './resolver-context.ts';

type Auth = NonNullable<RequestInfo['auth']>;

/**
 * The token's auth record as a row whose columns are bound values. Paths such as
 * `@request.auth.company.name` start from the stored `company` value and join from there,
 * so the caller's own table is never scanned.
 */
export function authRow(dialect: QueryDialect, auth: Auth): PathRow {
  const stored = (name: string) => authStoredValue(auth, name);
  const column = (name: string) =>
    dialect.storedValue(stored(name), columnValueType(auth.collection, name));
  return {
    collection: auth.collection,
    alias: '@request.auth',
    column,
    mmColumn: column,
    stored,
  };
}

/** The value as the column stores it (JSON text for lists and json fields, 0/1 for booleans). */
export function authStoredValue(auth: Auth, name: string): unknown {
  const value = auth.record[name];
  const field = schemaField(auth.collection, name);
  if (field && isMultiValueField(field))
    return typeof value === 'string' ? value : JSON.stringify(value ?? []);
  if (field?.type === 'json')
    return value === undefined || value === null ? null : JSON.stringify(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value ?? (field?.type === 'number' ? 0 : '');
}
