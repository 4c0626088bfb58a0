/** Length of a user id (SPEC §9). */
export const USER_ID_LENGTH = 15;

/** How many ids to try when the server rejects one with a 400 (taken or invalid). */
export const USER_ID_ATTEMPTS = 5;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const PREFIX_MAX = 6;

export type GenerateUserIdInput = {
  nameOrEmail: string;
  /** Returns numbers in [0, 1); injected so tests are deterministic (e.g. `Math.random`). */
  random: () => number;
};

/**
 * A 15-character id of A–Z and 0–9: up to 6 letters or digits of the name (of an email, the
 * part before '@'), with accents removed and upper-cased, then random characters up to 15.
 * A name with fewer than 3 usable characters is thereby padded with random ones, so the
 * 3-to-6 character prefix of SPEC §5 holds. Callers retry up to `USER_ID_ATTEMPTS` times.
 *
 * @example generateUserId({ nameOrEmail: 'josé.pérez@golfo.mx', random }) // 'JOSEPE' + 9 random
 */
export function generateUserId({ nameOrEmail, random }: GenerateUserIdInput): string {
  let id = userIdPrefix(nameOrEmail);
  while (id.length < USER_ID_LENGTH) id += randomChar(random);
  return id;
}

function userIdPrefix(nameOrEmail: unknown): string {
  const text = typeof nameOrEmail === 'string' ? nameOrEmail : '';
  const local = text.includes('@') ? text.slice(0, text.indexOf('@')) : text;
  const prefix = local
    .normalize('NFD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, PREFIX_MAX);
  return prefix;
}

function randomChar(random: () => number): string {
  const value = random();
  const safe = Number.isFinite(value) ? Math.min(Math.max(value, 0), 0.999_999_999) : 0;
  return ALPHABET[Math.floor(safe * ALPHABET.length)] ?? 'A';
}
