import { closeSync, openSync, readSync } from 'node:fs';
import { fieldError, validationError, type FieldError } from '../../tools/errors.ts';
import { BACKUP_NAME_MAX_LENGTH, BACKUP_NAME_PATTERN, isSafeBackupKey } from './backup-names.ts';

type IsTaken = (name: string) => boolean;

// Local file header, empty archive and spanned archive signatures: what sniffing calls a zip.
const ZIP_SIGNATURES = ['504b0304', '504b0506', '504b0708'];

/** A name chosen for a new backup: optional, but if given well-formed and unused (§5.10). */
export function checkBackupName(name: string | undefined, isTaken: IsTaken): void {
  if (!name) return;
  const error = backupNameError(name, isTaken);
  if (error) throw validationError({ name: error });
}

function backupNameError(name: string, isTaken: IsTaken): FieldError | null {
  if (name.length > BACKUP_NAME_MAX_LENGTH)
    return fieldError(
      'validation_length_out_of_range',
      `The length must be between 1 and ${BACKUP_NAME_MAX_LENGTH}.`,
    );
  if (!BACKUP_NAME_PATTERN.test(name))
    return fieldError('validation_match_invalid', 'Must be in a valid format.');
  if (isTaken(name))
    return fieldError(
      'validation_backup_name_exists',
      'The backup file name is invalid or already exists.',
    );
  return null;
}

/** An uploaded archive (already on disk at `file`): a zip by content, under a free, safe name. */
export function checkUploadedBackup(filename: string, file: string, isTaken: IsTaken): void {
  const error = uploadError(filename, file, isTaken);
  if (error) throw validationError({ file: error });
}

function uploadError(filename: string, file: string, isTaken: IsTaken): FieldError | null {
  if (!isZip(file))
    return fieldError(
      'validation_invalid_mime_type',
      `"${filename}" mime type must be one of: application/zip.`,
    );
  // The original name becomes the key; it may not reach outside the backups folder.
  if (!isSafeBackupKey(filename))
    return fieldError('validation_invalid_file_name', 'The file name is invalid.');
  if (isTaken(filename))
    return fieldError(
      'validation_backup_name_exists',
      'Backup file with the specified name already exists.',
    );
  return null;
}

function isZip(file: string): boolean {
  const head = Buffer.alloc(4);
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    return read === head.length && ZIP_SIGNATURES.includes(head.toString('hex'));
  } finally {
    closeSync(fd);
  }
}
