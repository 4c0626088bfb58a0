import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import S3rver from 's3rver';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../src/core/settings/settings-defaults.ts';

// The SDK warns once per process that it will soon want Node 22; the tests do not need to hear it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const FILES_BUCKET = 'rumbo-archivos';
export const BACKUPS_BUCKET = 'rumbo-respaldos';

/** s3rver's own key pair. It checks the access key id but not the V4 signature, so a wrong key
 * id (or a missing bucket) is how a test makes S3 refuse. */
const S3RVER_KEY = 'S3RVER';

export type S3TestServer = {
  endpoint: string;
  /** S3 settings (`s3` or `backups.s3`) for a bucket of this server, enabled. */
  settingsFor: (bucket: string, overrides?: Partial<S3Config>) => S3Config;
  /** Every key in the bucket under `prefix`, sorted; read with the AWS SDK, not the product. */
  keys: (bucket: string, prefix?: string) => Promise<string[]>;
  read: (bucket: string, key: string) => Promise<Buffer>;
  write: (bucket: string, key: string, body: Buffer | string) => Promise<void>;
  close: () => Promise<void>;
};

/** A real S3-compatible server (s3rver) on a free loopback port, with empty buckets. */
export async function startS3Server(
  buckets: string[] = [FILES_BUCKET, BACKUPS_BUCKET],
): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'rumbo-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    endpoint,
    settingsFor: (bucket, overrides = {}) => ({
      enabled: true,
      bucket,
      region: 'us-east-1',
      endpoint,
      accessKey: S3RVER_KEY,
      secret: S3RVER_KEY,
      forcePathStyle: true,
      ...overrides,
    }),
    keys: async (bucket, prefix = '') => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).map((item) => item.Key!));
        token = page.NextContinuationToken;
      } while (token);
      return keys.sort();
    },
    read: async (bucket, key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    write: async (bucket, key, body) => {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
    },
    close: async () => {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * One S3 server for the whole test file, started before its tests and closed after them. Read
 * `s3` inside tests, not at import time.
 */
export function s3ServerForFile(buckets?: string[]): { s3: S3TestServer } {
  const state = {} as { s3: S3TestServer };
  beforeAll(async () => {
    state.s3 = await startS3Server(buckets);
  });
  afterAll(async () => {
    await state.s3?.close();
  });
  return state;
}
