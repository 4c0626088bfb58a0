import { sameFieldValue, type ShipmentMode } from '@rumbo/domain';
import { keepSharingEdits } from './documents/document-sharing.ts';
import type { SavedShipmentMeta } from './shipment-save-body.ts';
import { toShipmentValue, type ShipmentValue } from './shipment-value.ts';

/** A stored shipment record as the data layer hands it back. */
export type ShipmentRecordData = {
  id: string;
  company?: unknown;
  created?: unknown;
  updated?: unknown;
  payload?: unknown;
  createdBy?: unknown;
  documentFiles?: unknown;
  [field: string]: unknown;
};

/** The shipment open in the editor: as opened (base), as edited (draft), and its record's facts. */
export type EditorState = {
  mode: ShipmentMode;
  /** The record's id once saved; a new shipment keeps the id it will be created with. */
  id: string;
  isNew: boolean;
  base: ShipmentValue;
  draft: ShipmentValue;
  /** The record's `updated` when base was read: a different one on the server means someone saved. */
  updated: string;
  company: string;
  saved: SavedShipmentMeta | null;
  documentFiles: string[];
};

export type EditorAction =
  | { type: 'edit'; draft: ShipmentValue }
  /** The server's record arrived (or changed) while the editor is open. */
  | { type: 'loaded'; record: ShipmentRecordData }
  /** A save of `sent` went through: what was saved is the new base. */
  | { type: 'saved'; record: ShipmentRecordData; sent: ShipmentValue }
  /** Someone else's save was merged into `sent` (as `draft`): their record is the new base. */
  | { type: 'rebased'; record: ShipmentRecordData; sent: ShipmentValue; draft: ShipmentValue }
  /** Files were added or removed on the server: the documents list follows without a save. */
  | { type: 'documents'; record: ShipmentRecordData }
  /** A create is retried under another code. */
  | { type: 'code'; shipmentCode: string };

export function newEditorState(input: {
  mode: ShipmentMode;
  id: string;
  company: string;
  value: ShipmentValue;
}): EditorState {
  const { mode, id, company, value } = input;
  return {
    mode,
    id,
    isNew: true,
    base: value,
    draft: value,
    updated: '',
    company,
    saved: null,
    documentFiles: [],
  };
}

export function openedEditorState(mode: ShipmentMode, record: ShipmentRecordData): EditorState {
  const value = toShipmentValue(mode, record);
  return { mode, isNew: false, base: value, draft: value, ...recordFacts(record) };
}

export function isEditorDirty(state: EditorState): boolean {
  return !sameFieldValue(state.base, state.draft);
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      return { ...state, draft: action.draft };
    case 'loaded':
      // Fresh data replaces what is shown only while nothing is being edited; otherwise the
      // save compares with it (conflicts) instead of dropping the user's edits.
      // Only newer data counts: a list refreshed late must not undo a save just made.
      if (isEditorDirty(state) || !(text(action.record.updated) > state.updated)) return state;
      return openedEditorState(state.mode, action.record);
    case 'saved': {
      const saved = openedEditorState(state.mode, action.record);
      return { ...saved, draft: keepLaterEdits(saved.draft, action.sent, state.draft) };
    }
    case 'rebased':
      return {
        ...state,
        ...recordFacts(action.record),
        isNew: false,
        base: toShipmentValue(state.mode, action.record),
        draft: keepLaterEdits(action.draft, action.sent, state.draft),
      };
    case 'documents':
      return withServerDocuments(state, action.record);
    case 'code':
      return {
        ...state,
        draft: { ...state.draft, shipmentCode: action.shipmentCode },
        base: { ...state.base, shipmentCode: action.shipmentCode },
      };
  }
}

/**
 * `next` with the edits made while a save was on its way (fields where the current draft no
 * longer matches what was sent), so typing during a save is never lost.
 */
function keepLaterEdits(next: ShipmentValue, sent: ShipmentValue, current: ShipmentValue) {
  const later = Object.keys(current).filter((key) => !sameFieldValue(sent[key], current[key]));
  return later.length === 0
    ? next
    : { ...next, ...Object.fromEntries(later.map((key) => [key, current[key]])) };
}

/**
 * The documents list and files as the server now has them, in both base and draft (so the
 * upload itself is not an unsaved change), keeping the sharing changed and not saved yet.
 * `updated` stays as opened: the next save then compares with the server and merges whatever
 * else changed meanwhile.
 */
function withServerDocuments(state: EditorState, record: ShipmentRecordData): EditorState {
  const documents = toShipmentValue(state.mode, record).documents;
  return {
    ...state,
    base: { ...state.base, documents },
    draft: {
      ...state.draft,
      documents: keepSharingEdits(documents, state.base.documents, state.draft.documents),
    },
    documentFiles: fileNames(record.documentFiles),
  };
}

function recordFacts(record: ShipmentRecordData) {
  return {
    id: record.id,
    updated: text(record.updated),
    company: text(record.company),
    saved: {
      created: text(record.created),
      createdBy: text(record.createdBy),
      payload: isRecord(record.payload) ? record.payload : null,
    },
    documentFiles: fileNames(record.documentFiles),
  };
}

function fileNames(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((name): name is string => typeof name === 'string')
    : [];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
