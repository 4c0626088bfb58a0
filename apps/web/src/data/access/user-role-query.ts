import { queryOptions } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';
import type { AuthUser } from '#lib/auth-session.ts';
import { pb } from '#lib/pocketbase.ts';

/** The role stored on the server for a user who has none locally (SPEC §6). */
export function userRoleQuery(userId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'role'] as const,
    queryFn: ({ signal }) => loadUserRole(userId, signal),
    staleTime: Infinity,
    // A failed load is ignored (the user keeps no role): retrying would only hold the gate.
    retry: false,
    networkMode: 'always',
  });
}

async function loadUserRole(userId: string, signal: AbortSignal): Promise<string> {
  try {
    const record = await pb
      .collection('users')
      .getOne<AuthUser>(userId, { fields: 'id,role', signal });
    return record.role ?? '';
  } catch (error) {
    // SPEC §6: a 403 or 404 on this load is ignored.
    if (error instanceof ClientResponseError && [403, 404].includes(error.status)) return '';
    throw error;
  }
}
