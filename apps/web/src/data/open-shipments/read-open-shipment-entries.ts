import { isShipmentMode, type ShipmentMode } from '@rumbo/domain';

/** A shipment open in the dashboard, listed under 'Recent shipments' (SPEC §3). */
export type OpenShipmentEntry = {
  id: string;
  mode: ShipmentMode;
  reference: string;
  /** Has unsaved changes: closing it asks first. */
  dirty: boolean;
  openedById: string;
  openedByName: string;
  openedAtISO: string;
};

/**
 * The entries in the stored text, keeping only well-formed ones: the list lives in
 * localStorage, where an older version or a hand edit may have left anything.
 */
export function readOpenShipmentEntries(raw: string | null): OpenShipmentEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.filter((item): item is OpenShipmentEntry => isEntry(item));
}

function isEntry(item: unknown): item is OpenShipmentEntry {
  if (typeof item !== 'object' || item === null) return false;
  const entry = item as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    entry.id !== '' &&
    isShipmentMode(entry.mode) &&
    typeof entry.reference === 'string' &&
    typeof entry.dirty === 'boolean' &&
    typeof entry.openedById === 'string' &&
    typeof entry.openedByName === 'string' &&
    typeof entry.openedAtISO === 'string'
  );
}
