import { createHash } from 'node:crypto';
import { randomString } from '../../tools/ids.ts';

/** base64url(SHA-256(verifier)) without padding: the PKCE `S256` challenge (RFC 7636). */
export function s256Challenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

/** A fresh 43-character verifier (the RFC minimum, as PocketBase uses) and its challenge. */
export function createPkce(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomString(43);
  return { codeVerifier, codeChallenge: s256Challenge(codeVerifier) };
}
