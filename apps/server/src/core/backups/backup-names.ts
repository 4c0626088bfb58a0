/** Names a client may choose when creating a backup (reference §5.10). */
export const BACKUP_NAME_PATTERN = /^[a-z0-9_-]+\.zip$/;
export const BACKUP_NAME_MAX_LENGTH = 100;

const MAX_KEY_LENGTH = 255;

/**
 * Whether `key` names a file directly inside the backups folder and nothing else: no path
 * separator or control character, and no leading dot, which rules out `.`, `..` and the
 * server's own temp folder.
 */
export function isSafeBackupKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || key.startsWith('.')) return false;
  return ![...key].some((char) => char === '/' || char === '\\' || isControl(char));
}

function isControl(char: string): boolean {
  const code = char.codePointAt(0)!;
  return code < 0x20 || code === 0x7f;
}

/** `pb_backup_<snake_case(appName)[:50]>_<UTC YYYYMMDDHHMMSS>.zip`, as PocketBase names them. */
export function defaultBackupName(appName: string, now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-T:]/g, '');
  return `pb_backup_${snakeCase(appName).slice(0, 50)}_${stamp}.zip`;
}

/**
 * PocketBase's snake case: words are split at anything but ASCII letters and digits, an upper
 * case letter that follows a lower case one starts a new word ("myTestDB" → "my_test_db").
 */
export function snakeCase(text: string): string {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.replace(/(?<=[^A-Z])([A-Z])/g, '_$1'))
    .join('_')
    .toLowerCase();
}

/** Scheduled backups (`backups.cron`) carry this prefix; only they are pruned to `cronMaxKeep`. */
export const AUTO_BACKUP_PREFIX = '@auto_';

/** `@auto_pb_backup_<snake_case(appName)[:50]>_<UTC YYYYMMDDHHMMSS>.zip`, as PocketBase names them. */
export function autoBackupName(appName: string, now: Date): string {
  return `${AUTO_BACKUP_PREFIX}${defaultBackupName(appName, now)}`;
}
