import { hash, verify } from '@node-rs/bcrypt';

// Cost 12 and the `$2a$` prefix match PocketBase v0.22, so its password hashes verify here.
const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { cost: BCRYPT_COST, version: '2a' });
}

export async function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(password, passwordHash);
  } catch {
    return false;
  }
}
