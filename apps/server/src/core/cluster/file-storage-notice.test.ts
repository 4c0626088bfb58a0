import { describe, expect, it } from 'vitest';
import { fileStorageNotice } from './file-storage-notice.ts';

describe('fileStorageNotice', () => {
  it.each([
    ['SQLite, files on disk', { onPostgres: false, s3Enabled: false, sharedDataDir: false }, false],
    ['PostgreSQL, S3', { onPostgres: true, s3Enabled: true, sharedDataDir: false }, false],
    [
      'PostgreSQL, shared folder',
      { onPostgres: true, s3Enabled: false, sharedDataDir: true },
      false,
    ],
    ['PostgreSQL, own disk', { onPostgres: true, s3Enabled: false, sharedDataDir: false }, true],
  ])('%s: says something = %s', (_name, input, says) => {
    const notice = fileStorageNotice({ ...input, dataDir: '/srv/rumbo' });
    expect(notice !== null).toBe(says);
    if (notice) {
      expect(notice).toContain('/srv/rumbo/storage');
      expect(notice).toContain('S3');
      expect(notice).toContain('SHARED_DATA_DIR=1');
    }
  });
});
