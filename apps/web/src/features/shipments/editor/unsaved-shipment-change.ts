import type { BasedChange } from '#data/repository/repository-types.ts';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import { isEditorDirty, type EditorState } from './editor-state.ts';
import { buildShipmentBody, type ShipmentAuthor } from './shipment-save-body.ts';

/**
 * The editor's unsaved edits as the queued change a save made offline would be (decision 036):
 * a new shipment's create, or an update of the fields that differ from what the editor opened,
 * based on that (its `updated` and those fields' values) so the replay is checked against what
 * colleagues saved meanwhile. Null when there is nothing unsaved, or no company to save it in.
 */
export function unsavedShipmentChange(
  state: EditorState,
  author: ShipmentAuthor,
  now: Date,
): Omit<BasedChange, 'seq'> | null {
  if (!isEditorDirty(state) || !state.company) return null;
  const { mode, id, company } = state;
  const queued = {
    collection: shipmentCollection(mode),
    recordId: id,
    queuedAt: now.toISOString(),
  };
  const body = (value: EditorState['draft'], changedFrom?: EditorState['base']) =>
    buildShipmentBody({ mode, id, company, value, author, now, saved: state.saved, changedFrom });
  if (state.isNew)
    return { ...queued, action: 'create', data: { ...body(state.draft), id, company } };
  const data = body(state.draft, state.base);
  const opened = body(state.base);
  const values = Object.fromEntries(Object.keys(data).map((field) => [field, opened[field]]));
  return { ...queued, action: 'update', data, base: { updated: state.updated, values } };
}
