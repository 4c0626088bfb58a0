import { mergeQueuedUpdate } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { editorReducer, newEditorState, openedEditorState } from './editor-state.ts';
import { newShipmentValue } from './new-shipment-value.ts';
import { unsavedShipmentChange } from './unsaved-shipment-change.ts';

const AUTHOR = { id: 'user00000000001', name: 'Mariana Torres Vega', email: 'staff@golfo.test' };
const NOW = new Date('2026-03-05T12:00:00.000Z');
const RECORD = {
  id: 'ship00000000001',
  company: 'golfo',
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-02 10:00:00.000Z',
  shipmentCode: 'OCN20260001',
  ref: 'PO-1',
  bookingRef: 'BK-OLD',
  portOfLoad: 'Veracruz',
};

describe('unsavedShipmentChange', () => {
  it('queues only the fields edited, based on what the editor opened', () => {
    const opened = openedEditorState('ocean', RECORD);
    const edited = editorReducer(opened, {
      type: 'edit',
      draft: { ...opened.draft, bookingRef: 'BK-NEW' },
    });
    const change = unsavedShipmentChange(edited, AUTHOR, NOW);
    expect(change).toMatchObject({
      collection: 'shipments_ocean',
      action: 'update',
      recordId: RECORD.id,
      queuedAt: NOW.toISOString(),
      data: { bookingRef: 'BK-NEW', updatedBy: AUTHOR.id },
      base: { updated: RECORD.updated, values: { bookingRef: 'BK-OLD' } },
    });
    expect(change?.data).not.toHaveProperty('portOfLoad');
    expect(change?.data?.payload).toMatchObject({
      bookingRef: 'BK-NEW',
      updatedByName: AUTHOR.name,
    });
  });

  it('replays as a conflict-checked update: a colleague’s save of the same field is not overwritten', () => {
    const opened = openedEditorState('ocean', RECORD);
    const edited = editorReducer(opened, {
      type: 'edit',
      draft: { ...opened.draft, bookingRef: 'BK-MINE', portOfLoad: 'Altamira' },
    });
    const change = unsavedShipmentChange(edited, AUTHOR, NOW)!;
    const server = { ...RECORD, updated: '2026-03-04 09:00:00.000Z', bookingRef: 'BK-THEIRS' };
    const merged = mergeQueuedUpdate({ data: change.data!, base: change.base!, server });
    expect(merged.conflicts.map((conflict) => conflict.field)).toEqual(['bookingRef']);
    expect(merged.body).toMatchObject({ portOfLoad: 'Altamira' });
    expect(merged.body).not.toHaveProperty('bookingRef');
  });

  it('queues a new shipment as its create, and nothing for an editor without edits', () => {
    const fresh = newEditorState({
      mode: 'land',
      id: 'new000000000001',
      company: 'golfo',
      value: newShipmentValue('land', 'LND20260005'),
    });
    expect(unsavedShipmentChange(fresh, AUTHOR, NOW)).toBeNull();
    const typed = editorReducer(fresh, { type: 'edit', draft: { ...fresh.draft, ref: 'PO-9' } });
    expect(unsavedShipmentChange(typed, AUTHOR, NOW)).toMatchObject({
      action: 'create',
      recordId: 'new000000000001',
      data: { id: 'new000000000001', company: 'golfo', ref: 'PO-9', shipmentCode: 'LND20260005' },
    });
    expect(unsavedShipmentChange(openedEditorState('ocean', RECORD), AUTHOR, NOW)).toBeNull();
  });
});
