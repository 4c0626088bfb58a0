import { badRequest, fieldError } from '../../tools/errors.ts';
import { randomString } from '../../tools/ids.ts';
import { S3BlobStore, describeS3Error } from '../storage/s3-blob-store.ts';
import type { Settings } from './settings-defaults.ts';

const FAILED = 'Failed to test the S3 filesystem.';

/**
 * `POST /api/settings/test/s3` (reference §5.6), as PocketBase's `TestS3Filesystem` form: with
 * the `storage` (files) or `backups` S3 settings, uploads a small object under a random
 * `pb_settings_test_…` folder, then deletes the folder (which also proves listing works).
 * Every failure is a 400 carrying the raw error; the test object is removed in any case.
 */
export async function testS3(settings: Settings, data: Record<string, unknown>): Promise<void> {
  const filesystem = data.filesystem;
  if (filesystem !== 'storage' && filesystem !== 'backups') {
    const error = filesystem
      ? fieldError('validation_in_invalid', 'Must be a valid value.')
      : fieldError('validation_required', 'Cannot be blank.');
    throw badRequest(FAILED, { filesystem: error });
  }
  const config = filesystem === 'backups' ? settings.backups.s3 : settings.s3;
  if (!config.enabled) throw rawError('S3 storage filesystem is not enabled');
  let store: S3BlobStore;
  try {
    store = new S3BlobStore(config);
  } catch (error) {
    throw rawError(`failed to initialize the S3 filesystem: ${describeS3Error(error)}`);
  }
  const folder = `pb_settings_test_${randomString(5)}`;
  try {
    await store.put(`${folder}/test.txt`, Buffer.from('test'), { contentType: 'text/plain' });
  } catch (error) {
    store.close();
    throw rawError(`failed to upload a test file: ${describeS3Error(error)}`);
  }
  try {
    await store.deleteFolder(folder);
  } catch (error) {
    throw rawError(`failed to delete a test file: ${describeS3Error(error)}`);
  } finally {
    store.close();
  }
}

/** PocketBase's wording: the raw error on its own line after the form message. */
function rawError(detail: string) {
  return badRequest(`${FAILED} Raw error: \n${detail}`);
}
