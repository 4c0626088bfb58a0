import { createContext, useContext } from 'react';
import type { ShipmentCollection } from '#data/common/shipment-collection.ts';

/** The saved shipment whose milestones show their estimates' history, and its version. */
export type MilestoneHistoryTarget = {
  collection: ShipmentCollection;
  recordId: string;
  version: string;
};

/**
 * Provided by the editor around a saved shipment's form; without it (a new shipment, a form
 * shown on its own) the milestones offer no history.
 */
export const MilestoneHistoryContext = createContext<MilestoneHistoryTarget | null>(null);

export function useMilestoneHistoryTarget(): MilestoneHistoryTarget | null {
  return useContext(MilestoneHistoryContext);
}
