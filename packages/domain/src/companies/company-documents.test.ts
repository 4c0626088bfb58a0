import { describe, expect, it } from 'vitest';
import { readCompanyDocuments } from './company-documents.ts';

describe('readCompanyDocuments', () => {
  it('lists the entries, then the stored files no entry names', () => {
    const documents = [
      { id: 'd1', name: 'Acta constitutiva.pdf', file: 'acta_abc.pdf' },
      { id: 'd2', name: 'Poder notarial', file: '' },
      { id: '', name: 'no id' },
      { id: 'd3' },
      'text',
    ];
    expect(readCompanyDocuments(documents, ['acta_abc.pdf', 'csf_xyz.pdf'])).toEqual([
      { id: 'd1', name: 'Acta constitutiva.pdf', file: 'acta_abc.pdf' },
      { id: 'd2', name: 'Poder notarial' },
      { id: 'file:csf_xyz.pdf', name: 'csf_xyz.pdf', file: 'csf_xyz.pdf' },
    ]);
  });

  it('reads missing lists as empty', () => {
    expect(readCompanyDocuments(null)).toEqual([]);
    expect(readCompanyDocuments(undefined, [])).toEqual([]);
  });
});
