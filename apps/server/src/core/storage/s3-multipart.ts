import { open } from 'node:fs/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';

export type MultipartTarget = { client: S3Client; bucket: string; key: string };

/** S3 refuses more parts than this, and parts (but the last) smaller than 5 MiB. */
const MAX_PARTS = 10_000;
const MIN_PART_SIZE = 5 * 1024 ** 2;

/**
 * Uploads a large local file as an S3 multipart upload, one part at a time (so memory holds one
 * part), for archives past the 5 GiB a single PUT allows. A failure aborts the upload so the
 * bucket keeps no orphaned parts.
 */
export async function uploadInParts(
  target: MultipartTarget,
  source: string,
  options: { size: number; partSize: number; contentType?: string },
): Promise<void> {
  const { client, bucket, key } = target;
  const partSize = Math.max(options.partSize, MIN_PART_SIZE, Math.ceil(options.size / MAX_PARTS));
  const { UploadId } = await client.send(
    new CreateMultipartUploadCommand({
      Bucket: bucket,
      Key: key,
      ContentType: options.contentType,
    }),
  );
  if (!UploadId) throw new Error('the S3 server started no multipart upload');
  const file = await open(source, 'r');
  try {
    const parts: CompletedPart[] = [];
    const buffer = Buffer.alloc(partSize);
    for (let offset = 0, number = 1; offset < options.size; offset += partSize, number += 1) {
      const { bytesRead } = await file.read(buffer, 0, partSize, offset);
      const { ETag } = await client.send(
        new UploadPartCommand({
          Bucket: bucket,
          Key: key,
          UploadId,
          PartNumber: number,
          Body: buffer.subarray(0, bytesRead),
          ContentLength: bytesRead,
        }),
      );
      parts.push({ PartNumber: number, ETag });
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: parts },
      }),
    );
  } catch (error) {
    await client
      .send(new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId }))
      .catch(() => undefined); // best effort: bucket lifecycle rules clean up what is left
    throw error;
  } finally {
    await file.close();
  }
}
