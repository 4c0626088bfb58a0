const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 15;
// 252 = 7 × 36: random bytes at or above it are skipped so every character is equally likely.
const UNBIASED_LIMIT = 252;

/**
 * A new record id made in the browser: 15 characters of [a-z0-9], the form PocketBase gives its
 * own ids and accepts from clients. Records created offline keep this id when they are replayed,
 * so anything that refers to them meanwhile (links, open tabs, queued updates) stays valid.
 */
export function newRecordId(): string {
  let id = '';
  while (id.length < ID_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(ID_LENGTH))) {
      if (byte < UNBIASED_LIMIT && id.length < ID_LENGTH) id += ID_ALPHABET[byte % 36];
    }
  }
  return id;
}
