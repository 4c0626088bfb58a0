import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Core } from '../core/create-core.ts';
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

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * The address a sign-in is counted against: the peer, or, when the peer is a proxy on the same
 * machine (loopback, as the README sets it up), the client it names — `X-Real-IP`, else the last
 * `X-Forwarded-For` entry (the one the proxy appended; earlier ones are the client's own claims).
 * Remote peers cannot pick their address this way.
 */
export function clientAddress(request: FastifyRequest): string {
  const peer = request.ip ?? '';
  if (!LOOPBACK.test(peer)) return peer;
  const realIp = headerText(request.headers['x-real-ip']).trim();
  if (realIp) return realIp;
  const forwarded = headerText(request.headers['x-forwarded-for'])
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? peer;
}

function headerText(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value.at(-1) ?? '') : (value ?? '');
}
