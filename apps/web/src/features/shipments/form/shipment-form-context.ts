import type { ShipmentMode } from '@rumbo/domain';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ShipmentFormStore } from './shipment-form-store.ts';
import type { ShipmentValue } from './form-values.ts';

/**
 * A partner the party fields offer (the company's partners list), and how many of its contacts
 * receive e-mail about the shipments that name it (unknown when not given).
 */
export type FormPartner = { id: string; displayName: string; rol: string; receivers?: number };

/** What every section and field of one shipment form shares; stable while the user types. */
export type ShipmentFormState = {
  mode: ShipmentMode;
  readOnly: boolean;
  store: ShipmentFormStore;
};

export const ShipmentFormContext = createContext<ShipmentFormState | null>(null);

export function useShipmentForm(): ShipmentFormState {
  const state = useContext(ShipmentFormContext);
  if (!state) throw new Error('useShipmentForm must be used inside <ShipmentForm>');
  return state;
}

/** One field of the shipment; the component re-renders only when that field changes. */
export function useFieldValue(field: string): unknown {
  const { store } = useShipmentForm();
  return useSyncExternalStore(store.subscribe, () => store.getValue()[field]);
}

export function useFormPartners(): readonly FormPartner[] {
  const { store } = useShipmentForm();
  return useSyncExternalStore(store.subscribe, store.getPartners);
}

/** Writes fields of the shipment: `update({ bookingRef: 'BK1' })`. */
export function useFormUpdate(): (patch: ShipmentValue) => void {
  return useShipmentForm().store.update;
}
