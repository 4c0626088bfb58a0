import type { SchemaField } from '@rumbo/domain';
import { fieldError, type FieldError } from '../../tools/errors.ts';
import { isAllowedMimeType } from './sniff-mime-type.ts';

/** `mimeType` is sniffed from the bytes, so a PDF named `logo.png` is a PDF. */
type CheckedUpload = { name: string; originalName: string; data: Buffer; mimeType: string };

/**
 * One uploaded file against its field's `maxSize` and `mimeTypes` (reference §9, §11.1), with
 * PocketBase's codes and messages.
 */
export function checkUpload(field: SchemaField, upload: CheckedUpload): FieldError | null {
  const maxSize = Number(field.options.maxSize ?? 0);
  if (maxSize > 0 && upload.data.length > maxSize)
    return fieldError(
      'validation_file_size_limit',
      `Failed to upload ${JSON.stringify(upload.originalName)} - the maximum allowed file size is ${maxSize} bytes.`,
    );
  const mimeTypes = (field.options.mimeTypes as string[] | null | undefined) ?? [];
  if (mimeTypes.length > 0 && !isAllowedMimeType(upload.mimeType, mimeTypes))
    return fieldError(
      'validation_invalid_mime_type',
      `${JSON.stringify(upload.name)} mime type must be one of: ${mimeTypes.join(', ')}.`,
    );
  return null;
}

/**
 * The largest file any file field of the collection accepts: the multipart reader stops reading
 * a part one byte past it, so an oversized upload is reported by {@link checkUpload} without
 * being held in memory whole. Null when the collection has no file fields.
 */
export function largestAcceptedFile(schema: readonly SchemaField[]): number | null {
  const sizes = schema
    .filter((field) => field.type === 'file')
    .map((field) => Number(field.options.maxSize ?? 0));
  if (sizes.length === 0) return null;
  return sizes.some((size) => !(size > 0)) ? Infinity : Math.max(...sizes);
}
