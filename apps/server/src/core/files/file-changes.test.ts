import { describe, expect, it } from 'vitest';
import { COMPANIES_COLLECTION, type CollectionModel } from '@rumbo/domain';
import {
  planFileChanges,
  prepareUploads,
  withSniffedTypes,
  type FileUpload,
} from './file-changes.ts';

/** The stored model adds only timestamps to the definition. */
const companies: CollectionModel = { ...COMPANIES_COLLECTION, created: '', updated: '' };
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PDF = Buffer.from('%PDF-1.4\n');
const existing = {
  brandLogo: 'old_logo_aaaaaaaaaa.png',
  documentFiles: ['a.pdf', 'b.pdf', 'c.pdf'],
};

function plan(input: Record<string, unknown>, uploads: FileUpload[] = [], current = existing) {
  return planFileChanges({
    collection: companies,
    existing: current,
    input,
    uploads: prepareUploads(uploads),
  });
}

/** Uploads go through the same content sniffing as the HTTP layer's. */
async function planUploads(
  input: Record<string, unknown>,
  uploads: Omit<FileUpload, 'mimeType'>[],
  current = existing,
) {
  return plan(input, await withSniffedTypes(uploads), current);
}

describe('planFileChanges: submitted names', () => {
  it('leaves untouched fields out of the input', () => {
    const result = plan({ name: 'x' });
    expect(result.input).toEqual({ name: 'x' });
    expect(result).toMatchObject({ uploads: [], deletions: [], errors: {} });
  });

  it('keeps a subset in the given order and deletes the others', () => {
    const result = plan({ documentFiles: ['c.pdf', 'a.pdf'] });
    expect(result.input.documentFiles).toEqual(['c.pdf', 'a.pdf']);
    expect(result.deletions).toEqual(['b.pdf']);
  });

  it('refuses names the record does not hold', () => {
    const result = plan({ documentFiles: ['a.pdf', '../../data.db'] });
    expect(result.errors.documentFiles).toMatchObject({ code: 'validation_unknown_filenames' });
    expect(result.deletions).toEqual([]);
  });

  it.each([null, '', []])('deletes every file for %j', (value) => {
    const result = plan({ documentFiles: value, brandLogo: value });
    expect(result.input).toMatchObject({ documentFiles: [], brandLogo: '' });
    expect(result.deletions.sort()).toEqual([...existing.documentFiles, existing.brandLogo].sort());
  });

  it('applies `field-` and removes the modifier key', () => {
    const result = plan({ 'documentFiles-': 'b.pdf' });
    expect(result.input).toEqual({ documentFiles: ['a.pdf', 'c.pdf'] });
    expect(result.deletions).toEqual(['b.pdf']);
  });

  it('applies the legacy `field.<name>` and `field.<index>` keys', () => {
    const result = plan({ 'documentFiles.a.pdf': '', 'documentFiles.2': null });
    expect(result.input).toEqual({ documentFiles: ['b.pdf'] });
    expect(result.deletions.sort()).toEqual(['a.pdf', 'c.pdf']);
  });

  it('refuses values that are not names', () => {
    const result = plan({ documentFiles: [{ name: 'a.pdf' }] });
    expect(result.errors.documentFiles).toMatchObject({ code: 'validation_invalid_value' });
  });
});

describe('planFileChanges: uploads', async () => {
  it('replaces the file of a single-file field with the first upload', async () => {
    const result = await planUploads({}, [
      { field: 'brandLogo', filename: 'Nuevo Logo.png', data: PNG },
      { field: 'brandLogo', filename: 'otro.png', data: PNG },
    ]);
    expect(result.uploads).toHaveLength(1);
    expect(result.input.brandLogo).toBe(result.uploads[0]!.name);
    expect(result.uploads[0]!.name).toMatch(/^nuevo_logo_[A-Za-z0-9]{10}\.png$/);
    expect(result.deletions).toEqual([existing.brandLogo]);
  });

  it('appends uploads to a multi-file field after the submitted names', async () => {
    const result = await planUploads({ 'documentFiles-': ['a.pdf'] }, [
      { field: 'documentFiles', filename: 'nuevo.pdf', data: PDF },
    ]);
    expect(result.input.documentFiles).toEqual(['b.pdf', 'c.pdf', result.uploads[0]!.name]);
    expect(result.deletions).toEqual(['a.pdf']);
  });

  it('checks size and sniffed type of each upload', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await planUploads({}, [{ field: 'brandLogo', filename: 'a.png', data: big }]);
    expect(tooBig.errors.brandLogo).toMatchObject({ code: 'validation_file_size_limit' });
    const spoofed = await planUploads({}, [{ field: 'brandLogo', filename: 'a.png', data: PDF }]);
    expect(spoofed.errors.brandLogo).toMatchObject({ code: 'validation_invalid_mime_type' });
  });

  it('ignores an empty file input and uploads for other fields', async () => {
    const result = await planUploads({}, [
      { field: 'brandLogo', filename: '', data: Buffer.alloc(0) },
      { field: 'name', filename: 'x.pdf', data: PDF },
    ]);
    expect(result).toMatchObject({ input: {}, uploads: [], deletions: [], errors: {} });
  });

  it('names the extension from the content when the original has none', async () => {
    const result = await planUploads(
      {},
      [{ field: 'documentFiles', filename: 'escaneo', data: PDF }],
      null!,
    );
    expect(result.uploads[0]!.name).toMatch(/^escaneo_[A-Za-z0-9]{10}\.pdf$/);
  });
});
