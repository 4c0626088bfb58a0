import { describe, expect, it } from 'vitest';
import { editorReducer, isEditorDirty, newEditorState, openedEditorState } from './editor-state.ts';
import { newShipmentValue } from './new-shipment-value.ts';

const RECORD = {
  id: 'ship00000000001',
  company: 'golfo',
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-02 10:00:00.000Z',
  reference: 'PO-1',
  awb: '',
  documents: [{ id: 'd1', name: 'AWB.pdf' }],
  documentFiles: [],
};

describe('editorReducer', () => {
  it('starts a new shipment clean, with the default status and the code', () => {
    const state = newEditorState({
      mode: 'land',
      id: 'n',
      company: 'golfo',
      value: newShipmentValue('land', 'LND20260005'),
    });
    expect(state.draft).toMatchObject({ status: 'Draft', shipmentCode: 'LND20260005' });
    expect(isEditorDirty(state)).toBe(false);
  });

  it('is dirty while the draft differs from what was opened, and clean again when undone', () => {
    const opened = openedEditorState('air', RECORD);
    const edited = editorReducer(opened, {
      type: 'edit',
      draft: { ...opened.draft, awb: '139-1' },
    });
    expect(isEditorDirty(edited)).toBe(true);
    const undone = editorReducer(edited, { type: 'edit', draft: { ...edited.draft, awb: '' } });
    expect(isEditorDirty(undone)).toBe(false);
  });

  it('follows newer server data while clean, never older data, and never over edits', () => {
    const opened = openedEditorState('air', RECORD);
    const newer = { ...RECORD, updated: '2026-03-03 10:00:00.000Z', reference: 'PO-2' };
    expect(editorReducer(opened, { type: 'loaded', record: newer }).draft.reference).toBe('PO-2');
    const older = { ...RECORD, updated: '2026-03-01 10:00:00.000Z', reference: 'PO-0' };
    expect(editorReducer(opened, { type: 'loaded', record: older })).toBe(opened);
    const edited = editorReducer(opened, {
      type: 'edit',
      draft: { ...opened.draft, awb: '139-1' },
    });
    expect(editorReducer(edited, { type: 'loaded', record: newer })).toBe(edited);
  });

  it('after a save, keeps what was typed while the save was on its way', () => {
    const opened = openedEditorState('air', RECORD);
    const sent = { ...opened.draft, awb: '139-1' };
    const typing = editorReducer(opened, { type: 'edit', draft: { ...sent, hawb: 'H-1' } });
    const saved = { ...RECORD, updated: '2026-03-04 10:00:00.000Z', awb: '139-1' };
    const next = editorReducer(typing, { type: 'saved', record: saved, sent });
    expect(next.updated).toBe(saved.updated);
    expect(next.base.awb).toBe('139-1');
    expect(next.draft.hawb).toBe('H-1');
    expect(isEditorDirty(next)).toBe(true);
    const clean = editorReducer(editorReducer(opened, { type: 'edit', draft: sent }), {
      type: 'saved',
      record: saved,
      sent,
    });
    expect(isEditorDirty(clean)).toBe(false);
  });

  it('takes the server documents into base and draft without touching other edits or the version', () => {
    const opened = openedEditorState('air', RECORD);
    const edited = editorReducer(opened, {
      type: 'edit',
      draft: { ...opened.draft, awb: '139-1' },
    });
    const uploaded = {
      ...RECORD,
      updated: '2026-03-05 10:00:00.000Z',
      documents: [...RECORD.documents, { id: 'd2', name: 'Invoice.pdf', file: 'invoice_abc.pdf' }],
      documentFiles: ['invoice_abc.pdf'],
    };
    const next = editorReducer(edited, { type: 'documents', record: uploaded });
    expect(next.draft.documents).toEqual(uploaded.documents);
    expect(next.base.documents).toEqual(uploaded.documents);
    expect(next.documentFiles).toEqual(['invoice_abc.pdf']);
    expect(next.draft.awb).toBe('139-1');
    // The next save compares with the server, so others' changes in between are merged, not lost.
    expect(next.updated).toBe(RECORD.updated);
  });

  it('keeps a document shared but not saved yet when the server documents arrive', () => {
    const opened = openedEditorState('air', RECORD);
    const shared = [{ ...RECORD.documents[0], shared: true }];
    const edited = editorReducer(opened, {
      type: 'edit',
      draft: { ...opened.draft, documents: shared },
    });
    const added = { id: 'd2', name: 'Invoice.pdf', file: 'invoice_abc.pdf' };
    const uploaded = { ...RECORD, documents: [...RECORD.documents, added] };
    const next = editorReducer(edited, { type: 'documents', record: uploaded });
    expect(next.base.documents).toEqual(uploaded.documents);
    expect(next.draft.documents).toEqual([...shared, added]);
    expect(isEditorDirty(next)).toBe(true);
  });
});
