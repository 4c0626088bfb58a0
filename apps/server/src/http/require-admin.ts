import type { FastifyRequest } from 'fastify';
import type { AdminValues } from '../core/records/identity.ts';
import { unauthorized } from '../tools/errors.ts';

export const ADMIN_REQUIRED = 'The request requires valid admin authorization token to be set.';

/**
 * The operator behind the request. Admin-only endpoints answer 401 both to guests and to auth
 * records, never 403 (reference §5.0).
 */
export function requireAdmin(request: FastifyRequest): AdminValues {
  const { identity } = request.ctx;
  if (identity.kind !== 'admin') throw unauthorized(ADMIN_REQUIRED);
  return identity.admin;
}
