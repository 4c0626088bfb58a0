import { randomInt } from 'node:crypto';

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const MIXED_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Cryptographically random string over `alphabet`. */
export function randomString(length: number, alphabet: string = MIXED_ALNUM): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A new model id: 15 characters of [a-z0-9], as PocketBase generates them. */
export function newId(): string {
  return randomString(15, LOWER_ALNUM);
}

/** Client-supplied ids: exactly 15 chars, none of the characters PocketBase forbids. */
export function isValidClientId(id: string): boolean {
  return id.length === 15 && !/[@#$&|.,'"\\/\s]/.test(id);
}
