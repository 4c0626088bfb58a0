import { describe, expect, it } from 'vitest';
import { acceptedDocumentTypes, documentEntries } from './document-entries.ts';

describe('documentEntries', () => {
  it('lists the documents, then stored files no entry names', () => {
    const documents = [
      { id: 'd1', name: 'BL master.pdf', file: 'bl_master_abc.pdf' },
      { id: 'd2', name: 'Lista de empaque.pdf' },
      { name: 'no id' },
    ];
    expect(documentEntries(documents, ['bl_master_abc.pdf', 'other_xyz.pdf'])).toEqual([
      { id: 'd1', name: 'BL master.pdf', file: 'bl_master_abc.pdf' },
      { id: 'd2', name: 'Lista de empaque.pdf' },
      { id: 'file:other_xyz.pdf', name: 'other_xyz.pdf', file: 'other_xyz.pdf' },
    ]);
    expect(documentEntries(null, [])).toEqual([]);
  });

  it('accepts the file types the server accepts', () => {
    expect(acceptedDocumentTypes().split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png', 'application/xml']),
    );
  });
});
