import type { ConflictChoice, FieldConflict } from '@rumbo/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { ClientResponseError } from 'pocketbase';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveCancelledError } from '#data/common/save-cancelled-error.ts';
import { refreshShipmentLists } from '#data/shipments/refresh-shipment-lists.ts';
import { shipmentRecordQuery } from '#data/shipments/shipment-record-query.ts';
import { ShipmentGoneError } from '#data/shipments/save-shipment.ts';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { syncStatusStore } from '#data/sync/sync-status-store.ts';
import { showToast } from '#ui/toast.ts';
import type { ConflictRequest } from '#ui/conflict-dialog.tsx';
import type { EditorAction, EditorState, ShipmentRecordData } from './editor-state.ts';
import { runShipmentSave } from './save-flow.ts';
import type { EditorUser } from './use-editor-user.ts';
import { serverErrorText, serverFieldText, serverMessageText } from '#i18n/server-errors.ts';

// DESIGN §3: the record server's display name in messages such as SPEC §8's.
const SERVER_NAME = 'RumboBase';

export type UseSaveShipmentInput = {
  state: EditorState;
  user: EditorUser | null;
  dispatch: (action: EditorAction) => void;
  /** A new shipment was created, or the shipment was found again under another id. */
  onSavedAs: (id: string) => void;
};

export type SaveShipment = {
  save: () => Promise<void>;
  isSaving: boolean;
  /** Why the last save failed; the user's edits stay in the editor. */
  error: string | null;
  conflict: ConflictRequest | null;
};

/** Saving from the editor: create or update, conflicts put to the user, errors shown, never lost. */
export function useSaveShipment({
  state,
  user,
  dispatch,
  onSavedAs,
}: UseSaveShipmentInput): SaveShipment {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isSaving, setIsSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<ConflictRequest | null>(null);
  // Two Ctrl+S in one frame must not start two saves (state updates only on the next render).
  const inFlight = useRef(false);

  const askConflictChoices = (conflicts: FieldConflict[], theirs: ShipmentRecordData) =>
    new Promise<Record<string, ConflictChoice> | null>((resolve) => {
      const theirsName = whoSaved(theirs);
      setConflict({
        conflicts,
        theirsName,
        resolve: (choices) => {
          setConflict(null);
          resolve(choices);
        },
      });
    });

  const save = async () => {
    if (inFlight.current || !user) return;
    if (state.isNew && !state.company) return setError(t('shipmentEditor.errors.noCompany'));
    inFlight.current = true;
    setIsSaving(true);
    setError(null);
    try {
      const { author, companyId } = user;
      const result = await runShipmentSave({
        state,
        author,
        companyId,
        dispatch,
        askConflictChoices,
      });
      if (!result) return;
      const { record } = result;
      dispatch({ type: 'saved', record, sent: result.sent });
      keepCaches(queryClient, state, record);
      const code = String(record.shipmentCode ?? state.draft.shipmentCode ?? '');
      const isOffline = !syncStatusStore.getSnapshot().isOnline;
      showToast({
        message: t(isOffline ? 'shipmentEditor.savedOffline' : 'shipmentEditor.saved', { code }),
        tone: 'success',
        durationMs: isOffline ? 5000 : undefined,
      });
      if (record.id !== state.id || state.isNew) onSavedAs(record.id);
    } catch (failure) {
      // Back to editing at the conflict dialog: nothing was written, the edits stay.
      if (failure instanceof SaveCancelledError) return;
      console.warn('Shipment save failed.', failure);
      setError(saveErrorText(t, failure));
    } finally {
      inFlight.current = false;
      setIsSaving(false);
    }
  };

  return { save, isSaving, error, conflict };
}

/**
 * The saved shipment shows at once, before realtime: in the editor's own record; the screen's
 * list reads its pages on screen again.
 */
function keepCaches(queryClient: QueryClient, state: EditorState, record: ShipmentRecordData) {
  const { mode } = state;
  const saved: ModeShipment = { ...(record as ModeShipment), mode };
  queryClient.setQueryData(shipmentRecordQuery(mode, record.id).queryKey, saved);
  refreshShipmentLists(queryClient, mode);
}

function whoSaved(record: ShipmentRecordData): string {
  const payload = record.payload as Record<string, unknown> | null | undefined;
  const name = payload?.updatedByName;
  return typeof name === 'string' ? name : '';
}

function saveErrorText(t: TFunction, failure: unknown): string {
  if (failure instanceof ShipmentGoneError)
    return t('shipmentEditor.errors.gone', { server: SERVER_NAME });
  if (failure instanceof ClientResponseError) {
    const data = (failure.response as { data?: Record<string, { message?: string }> }).data ?? {};
    const fields = Object.entries(data).map(
      ([field, issue]) => `${field} (${serverFieldText(issue)})`,
    );
    const message =
      fields.length > 0
        ? t('shipmentEditor.errors.fields', { fields: fields.join(', ') })
        : serverMessageText(failure.message);
    return t('shipmentEditor.errors.failed', { message });
  }
  return t('shipmentEditor.errors.failed', { message: serverErrorText(failure) });
}
