import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';

/** A shipment another record names (a message tells of it, a quote became it). */
export type NamedShipment = { collection: string; id: string };

/**
 * The codes of the shipments a page of records names, by shipment id: one read per collection,
 * under `root` (the naming records' query key, so their refresh reads them again). A shipment
 * deleted since is simply missing. Online only, like the pages that ask.
 */
export function shipmentCodesQuery(root: string, shipments: readonly NamedShipment[]) {
  const byCollection = new Map<string, string[]>();
  for (const { collection, id } of shipments) {
    if (!collection || !id) continue;
    const ids = byCollection.get(collection) ?? [];
    if (!ids.includes(id)) ids.push(id);
    byCollection.set(collection, ids);
  }
  const groups = [...byCollection].sort(([a], [b]) => a.localeCompare(b));
  return queryOptions({
    queryKey: [root, 'shipment-codes', JSON.stringify(groups)] as const,
    queryFn: async ({ signal }) => {
      const codes = new Map<string, string>();
      for (const [collection, ids] of groups) {
        const filter = ids.map((id) => pb.filter('id = {:id}', { id })).join(' || ');
        const rows = await pb
          .collection(collection)
          .getFullList<{ id: string; shipmentCode: string }>({
            filter,
            fields: 'id,shipmentCode',
            signal,
            requestKey: null,
          });
        for (const row of rows) codes.set(row.id, row.shipmentCode);
      }
      return codes;
    },
    enabled: groups.length > 0,
    networkMode: 'always',
    retry: false,
  });
}
