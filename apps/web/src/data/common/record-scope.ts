import type { RepositoryScope } from '../repository/repository-types.ts';

type AnyRecord = Record<string, unknown>;

/**
 * The PocketBase filter for a scope: `company = 'abc' && user = 'xyz'`, values quoted the way
 * the SDK's `pb.filter` quotes them, so a quote inside a value cannot end the string early.
 * An empty or missing scope gives '' (no filter).
 */
export function scopeFilter(scope: RepositoryScope | undefined): string {
  return Object.entries(scope ?? {})
    .map(([field, value]) => `${field} = '${value.replace(/'/g, "\\'")}'`)
    .join(' && ');
}

/** True when the record has every field of the scope with exactly that value (the local twin of `scopeFilter`). */
export function matchesScope(record: AnyRecord, scope: RepositoryScope | undefined): boolean {
  return Object.entries(scope ?? {}).every(([field, value]) => record[field] === value);
}
