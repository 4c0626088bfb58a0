import { describe, expect, it } from 'vitest';
import { attachedDocuments } from './ocean-templates.ts';

describe('attachedDocuments', () => {
  it.each([
    ['nothing', undefined, []],
    [
      'files the company added, in order',
      [{ name: 'Factura.pdf' }, { name: 'Lista.pdf' }],
      ['Factura.pdf', 'Lista.pdf'],
    ],
    [
      'only the latest version of each written document',
      [
        { name: 'HBL v1', type: 'generated', template: 'hbl-draft', version: 1 },
        { name: 'Factura.pdf' },
        { name: 'HBL v2', type: 'generated', template: 'hbl-draft', version: 2 },
        { name: 'Aviso v1', type: 'generated', template: 'arrival-notice', version: 1 },
      ],
      ['Factura.pdf', 'HBL v2', 'Aviso v1'],
    ],
    ['entries without a name are left out', [{ name: '' }, null, 'x'], []],
  ])('%s', (_, documents, expected) => {
    expect(attachedDocuments(documents)).toEqual(expected);
  });
});
