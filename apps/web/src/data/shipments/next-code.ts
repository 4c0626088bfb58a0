import { nextShipmentCode, shipmentCodePrefix, type ShipmentMode } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import { openLocalStore, type LocalStore } from '../local/local-store.ts';
import { isServerUnreachable } from '../common/server-unreachable.ts';
import { markOffline, markOnline } from '../sync/sync-engine.ts';
import { shipmentCollection } from '../common/shipment-collection.ts';

// The highest codes of the year by the server's code order: more than one, so a malformed code
// that sorts high (`OCN2026-77`) cannot hide the real highest sequence.
const HIGHEST_CODES = 20;

export type NextCodeInput = {
  mode: ShipmentMode;
  /** Whose sequence: the company's; a platform admin chooses the company first. */
  companyId: string;
  now?: Date;
  /** Codes the server already refused as taken (a colleague saved under them meanwhile). */
  refused?: readonly string[];
};

/**
 * The next shipment code of a company, mode and year (SPEC §5): one past the highest sequence
 * the server holds, found with a one-page query sorted by the server's code key, never by
 * reading the whole list. Offline (or with demo data) it follows the codes this browser holds;
 * the server's unique index and the save's retry keep codes unique under races either way.
 */
export async function nextCodeFor({
  mode,
  companyId,
  now = new Date(),
  refused = [],
}: NextCodeInput): Promise<string> {
  const codes = await knownCodes(mode, companyId, now);
  return nextShipmentCode({ mode, now, existingCodes: [...codes, ...refused] });
}

async function knownCodes(mode: ShipmentMode, companyId: string, now: Date): Promise<unknown[]> {
  const store = await openLocalStore();
  if (store && (await store.isDemo(shipmentCollection(mode)))) return localCodes(store, mode, companyId);
  try {
    return await highestServerCodes(mode, companyId, now);
  } catch (error) {
    if (!isServerUnreachable(error)) throw error;
    markOffline();
    return store ? localCodes(store, mode, companyId) : [];
  }
}

/** The company's highest codes of the mode and year on the server. */
export async function highestServerCodes(
  mode: ShipmentMode,
  companyId: string,
  now: Date,
): Promise<string[]> {
  const prefix = `${shipmentCodePrefix(mode)}${String(now.getUTCFullYear()).padStart(4, '0')}`;
  const answer = await pb.collection(shipmentCollection(mode)).getList(1, HIGHEST_CODES, {
    filter: pb.filter('company = {:company} && shipmentCode ~ {:prefix}', {
      company: companyId,
      prefix: `${prefix}%`,
    }),
    sort: '-sortCode',
    fields: 'shipmentCode',
    skipTotal: true,
    requestKey: null,
  });
  markOnline();
  return answer.items.map((record) => String(record.shipmentCode ?? ''));
}

async function localCodes(store: LocalStore, mode: ShipmentMode, companyId: string) {
  const records = await store.list(shipmentCollection(mode), { company: companyId });
  return records.map((record) => record.shipmentCode);
}
