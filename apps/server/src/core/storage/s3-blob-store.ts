import { createReadStream } from 'node:fs';
import { stat as statFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../settings/settings-defaults.ts';
import {
  BlobExistsError,
  BlobNotFoundError,
  checkedFolder,
  checkedKey,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  type PutFileOptions,
  type PutOptions,
} from './blob-store.ts';
import { uploadInParts } from './s3-multipart.ts';

export type S3StoreOptions = {
  /** Files larger than this go up in parts (one PUT takes at most 5 GiB). */
  multipartThreshold?: number;
  partSize?: number;
};

const DEFAULT_MULTIPART_THRESHOLD = 64 * 1024 ** 2;
const DEFAULT_PART_SIZE = 16 * 1024 ** 2;
/** Objects deleted at once while emptying a folder (one request each: every provider has it). */
const DELETE_CONCURRENCY = 8;

/**
 * An S3-compatible bucket as a {@link BlobStore} (AWS, MinIO, R2, Spaces, Wasabi, …), with the
 * settings' `S3Config`. Checksums are only sent where the API requires them, which keeps
 * providers that do not know the newer checksum headers working.
 */
export class S3BlobStore implements BlobStore {
  readonly id: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly multipartThreshold: number;
  private readonly partSize: number;

  constructor(config: S3Config, options: S3StoreOptions = {}) {
    const endpoint = withScheme(config.endpoint);
    this.bucket = config.bucket;
    this.id = `s3:${config.bucket}@${endpoint}`;
    this.multipartThreshold = options.multipartThreshold ?? DEFAULT_MULTIPART_THRESHOLD;
    this.partSize = options.partSize ?? DEFAULT_PART_SIZE;
    this.client = new S3Client({
      region: config.region,
      endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKey, secretAccessKey: config.secret },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 10_000, socketTimeout: 120_000 },
    });
  }

  /** Closes the client's connections; the store cannot be used afterwards. */
  close(): void {
    this.client.destroy();
  }

  localPath(): null {
    return null;
  }

  async put(key: string, data: Buffer, options: PutOptions = {}): Promise<void> {
    checkedKey(key);
    // Checked, not atomic: S3 has no portable create-only write. Generated names never collide.
    if (options.exclusive && (await this.stat(key))) throw new BlobExistsError(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentLength: data.length,
        ContentType: options.contentType,
      }),
    );
  }

  async putFile(key: string, source: string, options: PutFileOptions = {}): Promise<void> {
    checkedKey(key);
    const { size } = await statFile(source);
    const target = { client: this.client, bucket: this.bucket, key };
    if (size > this.multipartThreshold)
      return uploadInParts(target, source, { size, partSize: this.partSize, ...options });
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: createReadStream(source),
        ContentLength: size,
        ContentType: options.contentType,
      }),
    );
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }),
      );
      return { key, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const body = await this.get(key, range && `bytes=${range.start}-${range.end}`);
    // On Node the body is the response stream itself; anything else is read out first.
    if (body instanceof Readable) return body;
    return Readable.from([Buffer.from(await body.transformToByteArray())]);
  }

  async readAll(key: string): Promise<Buffer> {
    const body = await this.get(key);
    return Buffer.from(await body.transformToByteArray());
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkedKey(key) }));
  }

  async deleteFolder(folder: string): Promise<void> {
    const keys = (await this.list(checkedKey(folder))).map((info) => info.key);
    for (let start = 0; start < keys.length; start += DELETE_CONCURRENCY)
      await Promise.all(keys.slice(start, start + DELETE_CONCURRENCY).map((k) => this.delete(k)));
  }

  async list(folder: string, options: { recursive?: boolean } = {}): Promise<BlobInfo[]> {
    const prefix = checkedFolder(folder) === '' ? '' : `${folder}/`;
    const found: BlobInfo[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix || undefined,
          Delimiter: options.recursive === false ? '/' : undefined,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key || item.Key.endsWith('/')) continue; // folder markers of some consoles
        found.push({
          key: item.Key,
          size: item.Size ?? 0,
          modified: item.LastModified ?? new Date(0),
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }

  private async get(key: string, range?: string) {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: checkedKey(key), Range: range }),
      );
      if (!object.Body) throw new BlobNotFoundError(key);
      return object.Body;
    } catch (error) {
      throw isNotFound(error) ? new BlobNotFoundError(key) : error;
    }
  }
}

/** Like PocketBase, an endpoint without a scheme is reached over HTTPS. */
export function withScheme(endpoint: string): string {
  return endpoint.includes('://') ? endpoint : `https://${endpoint}`;
}

/**
 * A missing object: `NoSuchKey` from GET, a bare 404 from HEAD (which cannot tell a missing bucket
 * apart; GET can, with `NoSuchBucket`).
 */
function isNotFound(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return status?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

/** An S3 failure as one line: `InvalidAccessKeyId: The AWS Access Key Id you provided…`. */
export function describeS3Error(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const name = error.name && error.name !== 'Error' ? `${error.name}: ` : '';
  return `${name}${error.message}`.trim();
}
