import { isShipmentMode, type CompaniesRecord } from '@rumbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import { COMPANIES_KEY, companyRecordQuery } from '../companies/companies-query.ts';
import { PARTNERS_QUERY_ROOT } from '../partners/partners-query.ts';
import type { ModeShipment, StoredRecord } from '../repository/repository-types.ts';
import { refreshShipmentLists } from '../shipments/refresh-shipment-lists.ts';
import { shipmentRecordQuery } from '../shipments/shipment-record-query.ts';
import { TARIFFS_QUERY_KEY } from '../tariffs/tariffs-query.ts';
import { companyUsersQuery } from '../users/company-users-query.ts';
import { recordHistoryKey, type HistoryCollection } from './record-history-query.ts';

/**
 * An undo was saved: the record shows its values at once wherever it is cached, as after its
 * form's own save (an open shipment editor takes it as the server's newer version), and its
 * history is read again with the undo on top.
 */
export function refreshAfterUndo(
  queryClient: QueryClient,
  collection: HistoryCollection,
  record: StoredRecord,
): void {
  void queryClient.invalidateQueries({ queryKey: recordHistoryKey(collection, record.id) });
  const mode = collection.replace('shipments_', '');
  if (isShipmentMode(mode)) {
    const shipment: ModeShipment = { ...(record as ModeShipment), mode };
    queryClient.setQueryData(shipmentRecordQuery(mode, record.id).queryKey, shipment);
    refreshShipmentLists(queryClient, mode);
  } else if (collection === 'partners') {
    void queryClient.invalidateQueries({ queryKey: [PARTNERS_QUERY_ROOT] });
  } else if (collection === 'companies') {
    queryClient.setQueryData(
      companyRecordQuery(record.id).queryKey,
      record as unknown as CompaniesRecord,
    );
    void queryClient.invalidateQueries({ queryKey: [COMPANIES_KEY] });
  } else if (collection === 'users') {
    const company = typeof record.company === 'string' ? record.company : '';
    void queryClient.invalidateQueries({ queryKey: companyUsersQuery(company).queryKey });
  } else {
    void queryClient.invalidateQueries({ queryKey: TARIFFS_QUERY_KEY });
  }
}
