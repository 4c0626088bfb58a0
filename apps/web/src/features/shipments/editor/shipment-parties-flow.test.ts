import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { partyPartner, withPartyPartner } from '../form/shipment-parties.ts';
import { conflictFieldLabel } from './conflict-field-label.ts';
import { editorReducer, isEditorDirty, openedEditorState } from './editor-state.ts';
import { partyValueLabel } from './party-value-label.ts';
import { buildShipmentBody } from './shipment-save-body.ts';
import { unsavedShipmentChange } from './unsaved-shipment-change.ts';

const AUTHOR = { id: 'user00000000001', name: 'Mariana Torres Vega', email: 'staff@golfo.test' };
const NOW = new Date('2026-03-05T12:00:00.000Z');
const PARTIES = [
  { partner: 'partner00000001', role: 'shipper' },
  { partner: 'partner00000002', role: 'consignee' },
];
const RECORD = {
  id: 'ship00000000001',
  company: 'golfo',
  created: '2026-03-01 10:00:00.000Z',
  updated: '2026-03-02 10:00:00.000Z',
  shipmentCode: 'AIR20260001',
  parties: PARTIES,
};

// Who hears of a shipment by e-mail (issue 37): `parties` goes through the editor like any field.
describe('the shipment’s parties', () => {
  it('open as stored, and an untouched editor has nothing unsaved', () => {
    const opened = openedEditorState('air', RECORD);
    expect(opened.draft.parties).toEqual(PARTIES);
    expect(partyPartner(opened.draft.parties, 'consignee')).toBe('partner00000002');
    expect(isEditorDirty(opened)).toBe(false);
  });

  it('are sent on their own when picked, based on what the editor opened', () => {
    const opened = openedEditorState('air', RECORD);
    const parties = withPartyPartner(opened.draft.parties, 'notify', 'partner00000003');
    const edited = editorReducer(opened, { type: 'edit', draft: { ...opened.draft, parties } });
    expect(isEditorDirty(edited)).toBe(true);
    const change = unsavedShipmentChange(edited, AUTHOR, NOW)!;
    expect(change.data).toEqual({
      parties: [...PARTIES, { partner: 'partner00000003', role: 'notify' }],
      updatedBy: AUTHOR.id,
      payload: expect.objectContaining({ parties }),
    });
    expect(change.base).toEqual({ updated: RECORD.updated, values: expect.any(Object) });
    expect(change.base!.values.parties).toEqual(PARTIES);
  });

  it('are part of a new shipment’s body, and cleared ones are sent as an empty list', () => {
    const opened = openedEditorState('air', RECORD);
    const value = { ...opened.draft, parties: [] };
    const body = buildShipmentBody({
      mode: 'air',
      id: RECORD.id,
      company: 'golfo',
      value,
      author: AUTHOR,
      now: NOW,
      saved: null,
    });
    expect(body.parties).toEqual([]);
    const update = buildShipmentBody({
      mode: 'air',
      id: RECORD.id,
      company: 'golfo',
      value,
      author: AUTHOR,
      now: NOW,
      saved: { created: RECORD.created, createdBy: '', payload: null },
      changedFrom: opened.draft,
    });
    expect(update).toMatchObject({ parties: [] });
  });

  it('are named in conflicts and the history', () => {
    const t = i18n.t.bind(i18n);
    expect(conflictFieldLabel({ t, i18n }, 'ocean', 'parties')).toBe('E-mail updates go to');
    const partners = [
      { id: 'partner00000001', displayName: 'Textiles', rol: 'Cliente', receivers: 1 },
    ];
    expect(partyValueLabel(t, partners, 'parties.partner', 'partner00000001')).toBe('Textiles');
    expect(partyValueLabel(t, partners, 'parties.partner', 'gone')).toBe('gone');
    expect(partyValueLabel(t, partners, 'parties.role', 'notify')).toBe('Notify party partner');
    expect(partyValueLabel(t, partners, 'parties', PARTIES)).toBe(
      'Shipper partner: Textiles; Consignee partner: partner00000002',
    );
    expect(partyValueLabel(t, partners, 'vessel', 'X')).toBeUndefined();
  });
});
