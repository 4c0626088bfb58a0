import { describe, expect, it } from 'vitest';
import { keepSharingEdits, withDocumentShared } from './document-sharing.ts';

const notice = { id: 'd1', name: 'Arrival notice.pdf', file: 'arrival_notice_ab12.pdf' };
const invoice = { id: 'd2', name: 'Invoice.pdf', file: 'invoice_cd34.pdf', shared: true };
const note = { id: 'd3', name: 'Delivery note (paper)' };

describe('withDocumentShared', () => {
  it.each([
    ['shares an item', [notice, invoice], notice, true, [{ ...notice, shared: true }, invoice]],
    [
      'unshares by dropping the flag',
      [notice, invoice],
      invoice,
      false,
      [notice, { id: 'd2', name: 'Invoice.pdf', file: 'invoice_cd34.pdf' }],
    ],
    ['leaves a shared item shared', [invoice], invoice, true, [invoice]],
    [
      'adds a stored file no item names',
      [note],
      { id: 'file:bl_x.pdf', name: 'bl_x.pdf', file: 'bl_x.pdf' },
      true,
      [note, { id: 'file:bl_x.pdf', name: 'bl_x.pdf', file: 'bl_x.pdf', shared: true }],
    ],
    ['starts a list where there was none', undefined, notice, true, [{ ...notice, shared: true }]],
  ])('%s', (_case, documents, entry, shared, expected) => {
    expect(withDocumentShared(documents, entry, shared)).toEqual(expected);
  });

  it('leaves items it does not know as they are', () => {
    const odd = { name: 'no id' };
    expect(withDocumentShared([odd, notice], notice, true)).toEqual([
      odd,
      { ...notice, shared: true },
    ]);
  });

  it('shares and unshares back to the list it started from', () => {
    const list = [notice, invoice];
    const shared = withDocumentShared(list, notice, true);
    expect(withDocumentShared(shared, notice, false)).toEqual(list);
  });
});

describe('keepSharingEdits', () => {
  const base = [notice, invoice];
  const uploaded = { id: 'd4', name: 'Packing list.pdf', file: 'packing_ef56.pdf' };

  it.each([
    ['nothing changed: the server’s list', base, [...base, uploaded]],
    [
      'a document shared meanwhile stays shared',
      [{ ...notice, shared: true }, invoice],
      [{ ...notice, shared: true }, invoice, uploaded],
    ],
    [
      'a document unshared meanwhile stays unshared',
      [notice, { id: 'd2', name: 'Invoice.pdf', file: 'invoice_cd34.pdf' }],
      [notice, { id: 'd2', name: 'Invoice.pdf', file: 'invoice_cd34.pdf' }, uploaded],
    ],
  ])('%s', (_case, draft, expected) => {
    expect(keepSharingEdits([...base, uploaded], base, draft)).toEqual(expected);
  });

  it('forgets the sharing of a document removed on the server', () => {
    const draft = [notice, { ...note, shared: true }];
    expect(keepSharingEdits([notice], [notice, note], draft)).toEqual([notice]);
  });

  it('passes anything but a list through', () => {
    expect(keepSharingEdits(null, base, base)).toBeNull();
  });
});
