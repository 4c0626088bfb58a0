import { useWindowEvent } from '@mantine/hooks';
import { useEffect } from 'react';
import { openShipment, setShipmentDirty } from '#data/open-shipments/open-shipments-store.ts';
import type { EditorAction, EditorState, ShipmentRecordData } from './editor-state.ts';

/** The server's version of the open shipment, whenever it changes (realtime, refetches). */
export function useFreshRecord(
  fresh: ShipmentRecordData | null,
  dispatch: (action: EditorAction) => void,
): void {
  useEffect(() => {
    if (fresh) dispatch({ type: 'loaded', record: fresh });
  }, [fresh, dispatch]);
}

/**
 * The sidebar's 'Recent shipments' lists the shipment once it exists, with its unsaved flag;
 * closing the editor discards the draft, so the flag goes with it.
 */
export function useRecentShipmentEntry(state: EditorState, isDirty: boolean): void {
  const { mode, id, isNew } = state;
  const reference = listedReference(state);
  useEffect(() => {
    if (!isNew) openShipment({ id, mode, reference, dirty: false });
  }, [id, mode, isNew, reference]);
  useEffect(() => {
    if (!isNew) setShipmentDirty(id, isDirty);
  }, [id, isNew, isDirty]);
  useEffect(() => {
    if (!isNew) return () => setShipmentDirty(id, false);
  }, [id, isNew]);
}

/** Tells the host whether there are unsaved changes (it asks before closing then). */
export function useDirtyReport(isDirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
}

/** The browser asks before a reload or tab close would drop unsaved changes. */
export function useUnloadWarning(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [isDirty]);
}

/** Ctrl+S (Cmd+S on a Mac) saves instead of saving the page. */
export function useSaveShortcut(onSave: () => void): void {
  useWindowEvent('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's' || event.altKey)
      return;
    event.preventDefault();
    onSave();
  });
}

/** The text the sidebar lists a shipment by: its saved reference, else its code. */
function listedReference({ base }: EditorState): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return text(base.ref) || text(base.reference) || text(base.shipmentCode);
}
