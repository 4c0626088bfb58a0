import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { clientAddress } from '../tools/client-address.ts';
import { ApiError, badRequest } from '../tools/errors.ts';

export const AUTH_FAILED = 'Failed to authenticate.';
const TOO_MANY = 'Too many failed sign-in attempts, try again later.';

/**
 * Checks a password sign-in through the throttle: returns when the password is right, else
 * answers 400 "Failed to authenticate." (unknown identity or wrong password alike), or 429 with
 * `Retry-After` while the identity or the client address is over its allowance.
 */
export async function requirePasswordSignIn(
  core: Core,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: { scope: string; identity: string; password: string; passwordHash: string | null },
): Promise<void> {
  const outcome = await core.signIns.attempt({ ...attempt, address: clientAddress(request) });
  if (outcome.status === 'signed-in') return;
  if (outcome.status === 'refused') throw badRequest(AUTH_FAILED);
  void reply.header('Retry-After', String(outcome.retryAfterSeconds));
  throw new ApiError(429, TOO_MANY);
}
