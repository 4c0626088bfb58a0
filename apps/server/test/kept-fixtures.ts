import type PocketBase from 'pocketbase';

// Shared by the tests of what the server keeps between requests (decisions 069, 070).

/** Reads many times, so that whatever the server keeps for these reads is warm. */
export async function warm(read: () => Promise<unknown>): Promise<void> {
  for (let round = 0; round < 5; round++) await Promise.all([read(), read(), read()]);
}

/** One ocean shipment read as a view and as a one-row list page, by `pb`'s caller. */
export function shipmentReads(pb: PocketBase, id: string) {
  const ocean = pb.collection('shipments_ocean');
  return {
    view: () => ocean.getOne(id),
    list: () => ocean.getList(1, 30, { filter: `id = "${id}"`, skipTotal: true }),
  };
}
