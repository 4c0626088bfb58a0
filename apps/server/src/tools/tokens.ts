import { SignJWT, decodeJwt, jwtVerify } from 'jose';

export type TokenClaims = Record<string, unknown> & { id: string; type: 'admin' | 'authRecord' };

const encoder = new TextEncoder();

/** Signs an HS256 JWT whose key is the subject's token key plus a per-purpose secret. */
export async function signToken(
  claims: TokenClaims,
  signingKey: string,
  durationSeconds: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(Math.floor(Date.now() / 1000) + durationSeconds)
    .sign(encoder.encode(signingKey));
}

/** Reads claims without verifying: used only to find whose key verifies the token. */
export function peekClaims(token: string): Partial<TokenClaims> | null {
  try {
    return decodeJwt(token) as Partial<TokenClaims>;
  } catch {
    return null;
  }
}

export async function verifyToken(token: string, signingKey: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(signingKey), {
      algorithms: ['HS256'],
    });
    return payload as TokenClaims;
  } catch {
    return null;
  }
}
