import { Drawer } from '@mantine/core';
import { useMemo, useReducer } from 'react';
import type { LockHolder, LockTarget } from '#data/shipments/shipment-locks.ts';
import { shipmentCollection } from '#data/common/shipment-collection.ts';
import { useSyncStatus } from '#data/sync/use-sync-status.ts';
import { ConflictDialog } from '#ui/conflict-dialog.tsx';
import { ShipmentForm } from '../form/shipment-form.tsx';
import { useShipmentConflictTexts } from './conflict-field-label.ts';
import { ShipmentDocuments } from './documents/shipment-documents.tsx';
import { EditorBanners } from './editor-banners.tsx';
import { EditorHeader } from './editor-header.tsx';
import { EditorTabs } from './editor-tabs.tsx';
import {
  editorReducer,
  isEditorDirty,
  type EditorState,
  type ShipmentRecordData,
} from './editor-state.ts';
import type { ShipmentEditorProps } from './shipment-editor.tsx';
import classes from './shipment-editor.module.css';
import {
  useDirtyReport,
  useFreshRecord,
  useRecentShipmentEntry,
  useSaveShortcut,
  useUnloadWarning,
} from './use-editor-effects.ts';
import { useEditorUser, type EditorUser } from './use-editor-user.ts';
import { useKeepUnsavedEdits } from './use-keep-unsaved-edits.ts';
import { useEntryProblems } from './use-entry-problems.ts';
import { usePartnerOptions } from './use-partner-options.ts';
import { useSaveShipment } from './use-save-shipment.ts';
import { useShipmentLock } from './use-shipment-lock.ts';
import { ShareTrackingButton } from './share-tracking/share-tracking-button.tsx';

export type EditorBodyProps = ShipmentEditorProps & {
  initial: EditorState;
  /** The server's current version of an opened shipment; null for a new one. */
  fresh: ShipmentRecordData | null;
};

/** The editor of one shipment: header, lock and offline banners, the form, conflicts. */
export function EditorBody({
  initial,
  fresh,
  highlightMilestone,
  onDirtyChange,
  onRequestClose,
  onSavedAs,
}: EditorBodyProps) {
  const user = useEditorUser();
  const { isOnline, isDemo } = useSyncStatus();
  const [state, dispatch] = useReducer(editorReducer, initial);
  const entries = useEntryProblems();
  const isDirty = isEditorDirty(state) || entries.hasProblems;
  useFreshRecord(fresh, dispatch);
  useRecentShipmentEntry(state, isDirty);
  useDirtyReport(isDirty, onDirtyChange);
  useUnloadWarning(isDirty);
  useKeepUnsavedEdits({ state, user, enabled: !isDemo });
  const lock = useShipmentLock({
    target: isDemo ? null : lockTarget(state),
    holder: lockHolder(user),
    hasPendingChanges: isDirty,
    isOnline,
  });
  const saving = useSaveShipment({ state, user, dispatch, onSavedAs });
  const conflictTexts = useShipmentConflictTexts(state.mode);
  // Someone else's lock makes the shipment read-only, unless there are edits already (made
  // offline, or before the lock was lost): those stay editable and a save shows any conflict.
  const readOnly = lock.status === 'taken' && !isDirty;
  const handleSave = () => {
    if (!readOnly && !entries.refuseSave()) void saving.save();
  };
  useSaveShortcut(handleSave);
  const partners = usePartnerOptions(state.company || null);
  // One value while typing: the billing panel and the cost rows re-render only when it changes.
  const billing = useMemo(
    () => ({
      collection: shipmentCollection(state.mode),
      shipmentId: state.id,
      isSaved: !state.isNew,
      canReachServer: isOnline && !isDemo,
      hasUnsavedChanges: isDirty,
    }),
    [state.mode, state.id, state.isNew, isOnline, isDemo, isDirty],
  );

  return (
    <>
      <EditorHeader
        state={state}
        isDirty={isDirty}
        isSaving={saving.isSaving}
        canSave={!readOnly}
        onSave={handleSave}
        onClose={onRequestClose}
      />
      <Drawer.Body className={classes.body}>
        <EditorBanners
          lock={lock}
          isDirty={isDirty}
          isOnline={isOnline}
          isDemo={isDemo}
          error={entries.error ?? saving.error}
        />
        <EditorTabs
          state={state}
          version={typeof fresh?.updated === 'string' ? fresh.updated : state.updated}
          isDirty={isDirty}
          readOnly={readOnly}
          actions={
            canShareTracking(state, user, isDemo) && (
              <ShareTrackingButton mode={state.mode} shipmentId={state.id} />
            )
          }
        >
          <ShipmentForm
            mode={state.mode}
            value={state.draft}
            onChange={(draft) => dispatch({ type: 'edit', draft })}
            onEntryProblemsChange={entries.onEntryProblemsChange}
            readOnly={readOnly}
            highlightMilestone={highlightMilestone}
            partners={partners}
            companyId={state.company || null}
            billing={billing}
            documents={
              <ShipmentDocuments
                mode={state.mode}
                shipmentId={state.isNew ? null : state.id}
                documents={state.draft.documents}
                files={state.documentFiles}
                readOnly={readOnly}
                canReachServer={isOnline && !isDemo}
                onServerChange={(record) => dispatch({ type: 'documents', record })}
                onDocumentsChange={(documents) =>
                  dispatch({ type: 'edit', draft: { ...state.draft, documents } })
                }
                isDirty={isDirty}
                onSaveFirst={handleSave}
                fieldLabel={conflictTexts.fieldLabel}
              />
            }
          />
        </EditorTabs>
        <ConflictDialog request={saving.conflict} {...conflictTexts} />
      </Drawer.Body>
    </>
  );
}

function lockTarget(state: EditorState): LockTarget | null {
  if (state.isNew || !state.company) return null;
  return {
    company: state.company,
    collection: shipmentCollection(state.mode),
    shipmentId: state.id,
  };
}

/**
 * Tracking links are for a saved shipment on the server (not demo data, which lives in this
 * browser), shared by a member of its company: platform admins see no links (issue 37).
 */
function canShareTracking(state: EditorState, user: EditorUser | null, isDemo: boolean) {
  return !state.isNew && !isDemo && user?.companyId != null && user.companyId === state.company;
}

function lockHolder(user: EditorUser | null): LockHolder | null {
  return user ? { userId: user.author.id, userName: user.author.name } : null;
}
