import { describe, expect, it } from 'vitest';
import { serverWithOperator } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { BACKUPS_BUCKET, FILES_BUCKET, s3ServerForFile } from './s3-fixtures.ts';

// The S3 settings (reference §5.6) against a real S3-compatible server: validation when enabled,
// masked secrets, and `POST /api/settings/test/s3` as PocketBase runs it.
const ctx = serverWithOperator();
const bucket = s3ServerForFile();

const MASK = '******';
const FAILED = 'Failed to test the S3 filesystem. Raw error: \n';
const OFF = { enabled: false, bucket: '', region: '', endpoint: '', accessKey: '', secret: '' };

/** The error object at a dotted path of an error's `data` (`s3.endpoint`). */
function errorAt(data: unknown, path: string): unknown {
  return path.split('.').reduce((node, key) => (node as Record<string, unknown>)?.[key], data);
}

async function turnOff() {
  await ctx.ops.settings.update({ s3: OFF, backups: { s3: OFF } });
}

describe('enabling S3', () => {
  it('requires endpoint, bucket, region, access key and secret, as PocketBase does', async () => {
    for (const patch of [{ s3: { enabled: true } }, { backups: { s3: { enabled: true } } }]) {
      const failure = await failureOf(ctx.ops.settings.update(patch));
      expect(failure.status).toBe(400);
      const s3 = errorAt(failure.body.data, 's3' in patch ? 's3' : 'backups.s3');
      const required = { code: 'validation_required', message: 'Cannot be blank.' };
      expect(s3).toEqual({
        endpoint: required,
        bucket: required,
        region: required,
        accessKey: required,
        secret: required,
      });
    }
    expect(ctx.server.core.settings.get().s3.enabled).toBe(false);
  });

  it('accepts an endpoint with or without a scheme, not one that is no address', async () => {
    const config = bucket.s3.settingsFor(FILES_BUCKET);
    for (const endpoint of ['s3.us-east-1.amazonaws.com', 'https://nyc3.digitaloceanspaces.com'])
      expect((await ctx.ops.settings.update({ s3: { ...config, endpoint } })).s3.endpoint).toBe(
        endpoint,
      );
    const failure = await failureOf(
      ctx.ops.settings.update({ s3: { ...config, endpoint: 'no es una url' } }),
    );
    expect(errorAt(failure.body.data, 's3.endpoint.code')).toBe('validation_is_url');
    await turnOff();
  });

  it('stores the secrets and shows them masked; the mask sent back keeps them', async () => {
    const files = bucket.s3.settingsFor(FILES_BUCKET, { secret: 'secreto-archivos' });
    const backups = bucket.s3.settingsFor(BACKUPS_BUCKET, { secret: 'secreto-respaldos' });
    const updated = await ctx.ops.settings.update({ s3: files, backups: { s3: backups } });
    expect(updated.s3).toEqual({ ...files, secret: MASK });
    expect(updated.backups.s3).toEqual({ ...backups, secret: MASK });
    await ctx.ops.settings.update(await ctx.ops.settings.getAll());
    const stored = ctx.server.core.settings.get();
    expect(stored.s3.secret).toBe('secreto-archivos');
    expect(stored.backups.s3.secret).toBe('secreto-respaldos');
    expect(JSON.stringify(await ctx.ops.settings.getAll())).not.toContain('secreto-');
    await turnOff();
  });
});

describe('testing S3', () => {
  it('uploads and deletes a test object in each bucket, leaving nothing behind (204)', async () => {
    await ctx.ops.settings.update({
      s3: bucket.s3.settingsFor(FILES_BUCKET),
      backups: { s3: bucket.s3.settingsFor(BACKUPS_BUCKET) },
    });
    await bucket.s3.write(FILES_BUCKET, 'ajeno/queda.txt', 'not ours');
    expect(await ctx.ops.settings.testS3('storage')).toBe(true);
    expect(await ctx.ops.settings.testS3('backups')).toBe(true);
    expect(await bucket.s3.keys(FILES_BUCKET)).toEqual(['ajeno/queda.txt']);
    expect(await bucket.s3.keys(BACKUPS_BUCKET)).toEqual([]);
    const response = await fetch(`${ctx.server.url}/api/settings/test/s3`, {
      method: 'POST',
      headers: { Authorization: ctx.ops.authStore.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ filesystem: 'storage' }),
    });
    expect(response.status).toBe(204);
    await turnOff();
  });

  it('says so when the chosen filesystem is not enabled', async () => {
    await ctx.ops.settings.update({ s3: bucket.s3.settingsFor(FILES_BUCKET) });
    const failure = await failureOf(ctx.ops.settings.testS3('backups'));
    expect(failure).toEqual({
      status: 400,
      body: { code: 400, message: `${FAILED}S3 storage filesystem is not enabled.`, data: {} },
    });
    await turnOff();
  });

  it.each([
    [{ accessKey: 'NADIE' }, 'InvalidAccessKeyId: The AWS Access Key Id you provided'],
    [{ bucket: 'no-existe' }, 'NoSuchBucket: The specified bucket does not exist.'],
    [{ endpoint: 'http://127.0.0.1:1' }, 'connect ECONNREFUSED 127.0.0.1:1'],
  ])('reports S3’s refusal of %j as a 400 with the raw error', async (overrides, raw) => {
    await ctx.ops.settings.update({
      backups: { s3: bucket.s3.settingsFor(BACKUPS_BUCKET, overrides) },
    });
    const failure = await failureOf(ctx.ops.settings.testS3('backups'));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toContain(`${FAILED}failed to upload a test file: ${raw}`);
    expect(failure.body.data).toEqual({});
    await turnOff();
  });

  it('validates the filesystem name', async () => {
    for (const [filesystem, code] of [
      ['nube', 'validation_in_invalid'],
      ['', 'validation_required'],
    ]) {
      const failure = await failureOf(ctx.ops.settings.testS3(filesystem!));
      expect(failure.body.message).toBe('Failed to test the S3 filesystem.');
      expect(failure.body.data.filesystem?.code).toBe(code);
    }
  });
});
