import { randomString } from '../../tools/ids.ts';

const MAX_NAME_LENGTH = 100;
const MIN_NAME_LENGTH = 3;
const MAX_EXTENSION_LENGTH = 20;
const RANDOM_PART_LENGTH = 10;
/** Extension characters kept; like Go's `\w`, JavaScript's is ASCII-only. */
const EXTENSION_INVALID_CHARS = /[^\w.*\-+=#]+/g;

/**
 * The name an uploaded file is stored under (reference §11.1): the snake-cased original name
 * (at most 100 characters, padded with random characters when shorter than 3), a random
 * 10-character part so names never collide, and the original extension, or one derived from the
 * content when the original has none. `My Photo.PNG` → `my_photo_Ab24ZjL0pQ.PNG`.
 */
export function storedFileName(originalName: string, sniffedExtension: string): string {
  const originalExtension = extractExtension(originalName);
  let extension = originalExtension.replace(EXTENSION_INVALID_CHARS, '');
  // Unlike PocketBase, a bare dot left over (`scan.ñ` → `.`) counts as no extension.
  if (/^\.*$/.test(extension)) extension = sniffedExtension;
  if (extension.length > MAX_EXTENSION_LENGTH)
    extension = `.${extension.slice(-MAX_EXTENSION_LENGTH)}`;
  let name = snakeCase(originalName.slice(0, originalName.length - originalExtension.length));
  if (name.length < MIN_NAME_LENGTH) name += randomString(RANDOM_PART_LENGTH);
  else if (name.length > MAX_NAME_LENGTH) name = name.slice(0, MAX_NAME_LENGTH);
  return `${name}_${randomString(RANDOM_PART_LENGTH)}${extension}`;
}

/**
 * The extension with its leading dot, keeping a double extension (`a.tar.gz` → `.tar.gz`), as
 * PocketBase does; '' when the name has no dot.
 */
export function extractExtension(name: string): string {
  const primary = name.lastIndexOf('.');
  if (primary === -1) return '';
  const secondary = name.lastIndexOf('.', primary - 1);
  return name.slice(secondary >= 0 && primary > 0 ? secondary : primary);
}

/**
 * PocketBase's snake case (tools/inflector): words split at anything but ASCII letters and
 * digits, an underscore before an upper-case letter that follows a non-upper-case one, all lower
 * case. `myTestDB` → `my_test_db`; non-ASCII letters separate words (`Año` → `a_o`).
 */
export function snakeCase(text: string): string {
  const words = text.split(/[^A-Za-z0-9]+/).filter((word) => word !== '');
  const snaked = words.map((word) => word.replace(/(?<=[^A-Z])[A-Z]/g, (letter) => `_${letter}`));
  return snaked.join('_').toLowerCase();
}

/**
 * Whether `name` can only ever address a file directly inside a record's folder: no separators,
 * no control characters (NUL among them), not a dot segment. Stored names always pass.
 */
export function isPlainFileName(name: string): boolean {
  return (
    name !== '' &&
    name !== '.' &&
    name !== '..' &&
    Buffer.byteLength(name) <= 255 &&
    !/[/\\]/.test(name) &&
    ![...name].some((char) => char.charCodeAt(0) < 0x20 || char === '\x7f')
  );
}
