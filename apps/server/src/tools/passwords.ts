import { hash, verify } from '@node-rs/bcrypt';

/**
 * Cost 12 and the `$2a$` prefix match PocketBase v0.22, so its password hashes verify here and
 * ours verify there. The cost is read from the configuration (`BCRYPT_COST`): production keeps
 * 12; test servers lower it, since every sign-in of a test run pays it (docs/decisions/021).
 */
export const DEFAULT_BCRYPT_COST = 12;
/** The range bcrypt itself accepts. */
export const MIN_BCRYPT_COST = 4;
export const MAX_BCRYPT_COST = 31;

/** Hashes and checks passwords with bcrypt at one cost; a hash of any cost still verifies. */
export class Passwords {
  readonly cost: number;

  constructor(cost: number = DEFAULT_BCRYPT_COST) {
    if (!isBcryptCost(cost))
      throw new RangeError(
        `The bcrypt cost must be a whole number from ${MIN_BCRYPT_COST} to ${MAX_BCRYPT_COST}.`,
      );
    this.cost = cost;
  }

  hash(password: string): Promise<string> {
    return hash(password, { cost: this.cost, version: '2a' });
  }

  async verify(password: string, passwordHash: string): Promise<boolean> {
    if (!passwordHash) return false;
    try {
      return await verify(password, passwordHash);
    } catch {
      return false;
    }
  }
}

export function isBcryptCost(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_BCRYPT_COST && value <= MAX_BCRYPT_COST;
}
