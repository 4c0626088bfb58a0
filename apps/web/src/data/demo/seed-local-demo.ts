import { isPlatformAdmin, type UsersRecord } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import { openLocalStore } from '../local/local-store.ts';
import { refreshSyncStatus } from '../sync/sync-engine.ts';
import { localDemoData } from './local-demo-data.ts';

export type SeededCounts = { partners: number; shipments: number };

/**
 * `?seed` (SPEC §9): fills the browser's copy with demo partners and shipments for the signed-in
 * user's company and switches those collections to local-only, so nothing of it reaches the
 * server. Throws when the browser cannot keep local data.
 */
export async function seedLocalDemo(): Promise<SeededCounts> {
  const store = await openLocalStore();
  if (!store) throw new Error('The local copy is unavailable in this browser.');
  const user = pb.authStore.model as UsersRecord | null;
  const companyId = isPlatformAdmin(user) ? null : user?.company || null;
  const data = localDemoData({ now: new Date(), random: Math.random, companyId });
  await store.loadDemo(data);
  await refreshSyncStatus(store);
  const shipments = data.shipments_ocean.length + data.shipments_air.length + data.shipments_land.length;
  return { partners: data.partners.length, shipments };
}
