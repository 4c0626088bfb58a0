import type { FastifyRequest } from 'fastify';

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
