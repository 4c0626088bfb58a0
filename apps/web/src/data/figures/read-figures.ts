import { SHIPMENT_MODES, type ShipmentListSource } from '@rumbo/domain';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import type { RepositoryScope } from '../repository/repository-types.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';
import { markOffline, markOnline } from '../sync/sync-engine.ts';

/**
 * Where figures came from: the server; the browser's copy while the server is away; or demo
 * data (`?seed`), which lives in the browser only.
 */
export type FiguresSource = 'remote' | 'local' | 'demo';

export type Figures<T> = { value: T; source: FiguresSource };

export type ReadFiguresInput<T> = {
  /** The user's company, or undefined for every company (a platform admin). */
  scope: RepositoryScope | undefined;
  /** The server's answer (`pb.send` to a figures route). */
  remote: () => Promise<T>;
  /** The same figures computed here from the shipments the browser holds, with the domain's rules. */
  local: (shipments: readonly ShipmentListSource[]) => T;
};

/**
 * Figures from the server, which computes them over every shipment the user may see. Demo data
 * and an unreachable server (when the browser's copy was ever filled) give the figures of the
 * shipments kept in the browser instead, computed with the same rules; the page says so.
 */
export async function readFigures<T>({ scope, remote, local }: ReadFiguresInput<T>): Promise<Figures<T>> {
  const store = await openLocalStore();
  if (store && (await store.isDemo(shipmentCollection('ocean'))))
    return { value: local(await localShipments(store, scope)), source: 'demo' };
  try {
    const value = await remote();
    markOnline();
    return { value, source: 'remote' };
  } catch (error) {
    if (!isServerUnreachable(error)) throw error;
    markOffline();
    if (!store || !(await hasSyncedShipments(store))) throw error;
    return { value: local(await localShipments(store, scope)), source: 'local' };
  }
}

/** Every shipment of the three modes in the browser's copy for the scope, in the lists' order. */
async function localShipments(
  store: LocalStore,
  scope: RepositoryScope | undefined,
): Promise<ShipmentListSource[]> {
  const lists = await Promise.all(
    SHIPMENT_MODES.map(async (mode) => {
      const records = await store.list(shipmentCollection(mode), scope);
      return records
        .map((record) => ({ ...record, mode }) as ShipmentListSource)
        .sort(byListOrder);
    }),
  );
  return lists.flat();
}

async function hasSyncedShipments(store: LocalStore): Promise<boolean> {
  const synced = await Promise.all(
    SHIPMENT_MODES.map((mode) => store.hasSynced(shipmentCollection(mode))),
  );
  return synced.some(Boolean);
}

/** The lists' order, as the server's figures keep it: newest first, then by id. */
function byListOrder(a: ShipmentListSource, b: ShipmentListSource): number {
  const [createdA, createdB] = [String(a.created ?? ''), String(b.created ?? '')];
  if (createdA !== createdB) return createdA < createdB ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
