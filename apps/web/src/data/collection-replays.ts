import { takenStateReplay } from './notification-states/replay-taken-state.ts';
import { recodedCreateReplay } from './shipments/replay-recoded-create.ts';
import { collectionReplays } from './sync/replay-registry.ts';

/**
 * Gives the sync engine each collection's own replays (decision 034): a shipment created offline
 * under a code taken meanwhile, a notification state the user already has. The one place that
 * names them; called once at start, before anything is replayed.
 */
export function registerCollectionReplays(): void {
  collectionReplays.add(recodedCreateReplay);
  collectionReplays.add(takenStateReplay);
}
