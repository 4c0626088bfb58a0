import {
  mergeFieldChanges,
  fieldConflicts,
  type ConflictChoice,
  type FieldConflict,
} from '@rumbo/domain';
import { repository } from '#data/repository/repository.ts';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { findShipmentAgain } from '#data/shipments/find-shipment-again.ts';
import { nextCodeFor } from '#data/shipments/next-code.ts';
import {
  ShipmentGoneError,
  createWithFreshCode,
  updateResyncing,
} from '#data/shipments/save-shipment.ts';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import type { EditorAction, EditorState, ShipmentRecordData } from './editor-state.ts';
import { isMirroredField } from './shipment-fields.ts';
import { buildShipmentBody, type ShipmentAuthor } from './shipment-save-body.ts';
import { toShipmentValue, type ShipmentValue } from './shipment-value.ts';

/** What the user picks for each conflicting field, or null when they cancel the save. */
export type AskConflictChoices = (
  conflicts: FieldConflict[],
  theirs: ShipmentRecordData,
) => Promise<Record<string, ConflictChoice> | null>;

export type SaveFlowInput = {
  state: EditorState;
  author: ShipmentAuthor;
  companyId: string | null;
  dispatch: (action: EditorAction) => void;
  askConflictChoices: AskConflictChoices;
};

/** What a save wrote: the saved record and the value it was made from. */
export type SaveResult = { record: ShipmentRecordData; sent: ShipmentValue };

/** The saved record, or null when the user cancelled at the conflict dialog. */
export async function runShipmentSave(input: SaveFlowInput): Promise<SaveResult | null> {
  if (input.state.isNew) return { record: await createShipment(input), sent: input.state.draft };
  return updateShipment(input);
}

async function createShipment(input: SaveFlowInput): Promise<ShipmentRecordData> {
  const { state, author, dispatch } = input;
  const { mode, id, company } = state;
  const shipments = repository<ShipmentRecordData>(shipmentCollection(mode));
  const { record } = await createWithFreshCode({
    firstCode: String(state.draft.shipmentCode ?? ''),
    create: (shipmentCode) => {
      const value = { ...state.draft, shipmentCode };
      const body = buildShipmentBody({
        mode,
        id,
        company,
        value,
        author,
        now: new Date(),
        saved: null,
      });
      return shipments.create({ ...body, id, company });
    },
    // The sequence as the server has it now, past every code it refused.
    nextCode: async (refused) => {
      const code = await nextCodeFor({ mode, companyId: company, refused });
      dispatch({ type: 'code', shipmentCode: code });
      return code;
    },
  });
  return record;
}

async function updateShipment(input: SaveFlowInput): Promise<SaveResult | null> {
  const { state, author, dispatch } = input;
  const { mode } = state;
  const collection = shipmentCollection(mode);
  const current =
    (await repository<ModeShipment>(collection).get(state.id)) ?? (await findAgain(input));
  if (!current) throw new ShipmentGoneError();
  let value = state.draft;
  if (current.id !== state.id || String(current.updated ?? '') !== state.updated) {
    const merged = await mergeWithTheirs(input, current);
    if (!merged) return null;
    value = merged;
    dispatch({ type: 'rebased', record: current, sent: state.draft, draft: merged });
  }
  const changedFrom = toShipmentValue(mode, current);
  const saved = {
    created: String(current.created ?? ''),
    createdBy: String(current.createdBy ?? ''),
    payload: payloadOf(current),
  };
  const record = await updateResyncing({
    collection,
    id: current.id,
    bodyFor: (id) =>
      buildShipmentBody({
        mode,
        id,
        company: state.company,
        value,
        author,
        now: new Date(),
        saved,
        changedFrom,
      }),
    findAgain: () => findAgain(input),
    // Written only over the version just merged with; a save landing in between is merged too.
    versioned: { base: current, ask: (conflicts, theirs) => askMirrored(input, conflicts, theirs) },
  });
  return { record, sent: value };
}

/**
 * Someone saved since the editor read the shipment: fields only one side changed are merged,
 * fields both changed differently are put to the user (a mirrored field follows its source).
 */
async function mergeWithTheirs(input: SaveFlowInput, current: ShipmentRecordData) {
  const { state } = input;
  const theirs = toShipmentValue(state.mode, current);
  const conflicts = fieldConflicts(state.base, state.draft, theirs).filter(
    (conflict) => !isMirroredField(state.mode, conflict.field),
  );
  const choices = conflicts.length > 0 ? await input.askConflictChoices(conflicts, current) : {};
  if (!choices) return null;
  return toShipmentValue(state.mode, mergeFieldChanges(state.base, state.draft, theirs, choices));
}

/** The clashes of a save that raced another, put to the user as the editor shows fields. */
function askMirrored(input: SaveFlowInput, conflicts: FieldConflict[], theirs: ShipmentRecordData) {
  const shown = conflicts.filter((conflict) => !isMirroredField(input.state.mode, conflict.field));
  return shown.length > 0 ? input.askConflictChoices(shown, theirs) : Promise.resolve({});
}

function findAgain({ state, companyId }: SaveFlowInput) {
  return findShipmentAgain({
    mode: state.mode,
    companyId,
    shipmentId: state.id,
    shipmentCode: String(state.draft.shipmentCode ?? ''),
  });
}

function payloadOf(record: ShipmentRecordData): Record<string, unknown> | null {
  const { payload } = record;
  return typeof payload === 'object' && payload !== null && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : null;
}
