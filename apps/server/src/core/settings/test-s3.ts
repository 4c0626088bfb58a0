import { badRequest, fieldError } from '../../errors.ts';
import type { Settings } from './settings-defaults.ts';

/**
 * `POST /api/settings/test/s3` (reference §5.6). This server has no S3 client: files and backups
 * are kept in the data directory, and the settings refuse to switch S3 on. So the test never
 * reports success: it says the storage is not configured, or (for settings brought over from a
 * PocketBase database with S3 enabled) that S3 is not supported.
 */
export function testS3(settings: Settings, data: Record<string, unknown>): never {
  const filesystem = data.filesystem;
  if (filesystem !== 'storage' && filesystem !== 'backups') {
    const error = filesystem
      ? fieldError('validation_in_invalid', 'Must be a valid value.')
      : fieldError('validation_required', 'Cannot be blank.');
    throw badRequest('Failed to test the S3 filesystem.', { filesystem: error });
  }
  const config = filesystem === 'backups' ? settings.backups.s3 : settings.s3;
  const reason = config.enabled
    ? 'S3 storage is not supported by this server.'
    : 'S3 storage is not configured.';
  throw badRequest(`Failed to test the S3 filesystem. Raw error: ${reason}`);
}
