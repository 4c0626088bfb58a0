import { isShipmentMode } from '@rumbo/domain';
import {
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { FIGURES_KEY } from '../figures/figures-keys.ts';
import { PARTNERS_QUERY_ROOT } from '../partners/partners-query.ts';
import { SHIPMENT_LIST_ROOT } from '../shipments/shipment-list-queries.ts';
import { shipmentRecordQuery } from '../shipments/shipment-record-query.ts';
import { TARIFFS_QUERY_KEY } from '../tariffs/tariffs-query.ts';
import { RECYCLE_BIN_KEY, RECYCLE_BIN_ROUTE, type BinItem } from './recycle-bin-query.ts';

/** What a restore answers: the record as it is back, and whether it came back under a new code. */
export type RestoredRecord = {
  collection: string;
  /** A colleague took the shipment's code meanwhile: `record.shipmentCode` is the next free one. */
  codeChanged: boolean;
  record: { id: string; shipmentCode?: string } & Record<string, unknown>;
};

const RESTORE_KEY = [RECYCLE_BIN_KEY, 'restore'] as const;

/**
 * Brings a bin item back. Afterwards, whatever the answer (a 404 means it was restored by
 * someone else or is gone for good), the bin is read again, and so are the lists the record
 * reappears in.
 */
export function useRestoreFromBin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: RESTORE_KEY,
    mutationFn: (item: BinItem) =>
      pb.send<RestoredRecord>(`${RECYCLE_BIN_ROUTE}/${encodeURIComponent(item.id)}/restore`, {
        method: 'POST',
        requestKey: null,
      }),
    onSettled: (_restored, _error, item) => refreshAfterRestore(queryClient, item),
  });
}

/** The bin items being restored right now (several may be under way at once). */
export function useRestoringIds(): readonly string[] {
  return useMutationState({
    filters: { mutationKey: RESTORE_KEY, status: 'pending' },
    select: (mutation) => (mutation.state.variables as BinItem | undefined)?.id ?? '',
  });
}

function refreshAfterRestore(queryClient: QueryClient, item: BinItem): void {
  const invalidate = (queryKey: readonly unknown[]) =>
    void queryClient.invalidateQueries({ queryKey });
  invalidate([RECYCLE_BIN_KEY]);
  const mode = item.collection.replace(/^shipments_/, '');
  if (isShipmentMode(mode)) {
    invalidate([SHIPMENT_LIST_ROOT, mode]);
    invalidate(shipmentRecordQuery(mode, item.recordId).queryKey);
    invalidate([FIGURES_KEY]);
  } else if (item.collection === 'partners') invalidate([PARTNERS_QUERY_ROOT]);
  else if (item.collection === 'tariffs') invalidate(TARIFFS_QUERY_KEY);
}
