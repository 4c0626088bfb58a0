import { normalizeRole } from '@rumbo/domain';
import type { RecordHooks } from '../../core/records/record-hooks.ts';

const USERS = 'users';

/**
 * Roles are stored in SPEC §6's canonical form (lower case, hyphens as underscores, trimmed), the
 * form the collections' rules compare with: whoever writes a user ('Rumbo-Admin' from an import,
 * 'SuperUser' typed by an operator), the rules then read it exactly as the screens do
 * (docs/decisions/038). Rules evaluate the normalised value as `@request.data.role` too.
 */
export function registerUserRoleHooks(hooks: RecordHooks): void {
  hooks.onBeforeCreate(({ collection, input }) =>
    collection.name === USERS ? withCanonicalRole(input) : input,
  );
  hooks.onBeforeUpdate(({ collection, input }) =>
    collection.name === USERS ? withCanonicalRole(input) : input,
  );
}

function withCanonicalRole(input: Record<string, unknown>): Record<string, unknown> {
  if (typeof input.role !== 'string') return input;
  const role = normalizeRole(input.role);
  return role === input.role ? input : { ...input, role };
}
