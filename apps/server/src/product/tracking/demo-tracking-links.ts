import { DEMO_IDS } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { formatDateTime } from '../../tools/dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Golfo's shared shipments (by mode and place in code order) and whom each link was given. */
const DEMO_LINKS = [
  { collection: 'shipments_ocean', nth: 2, label: 'Importadora del Bajío · compras', days: 30 },
  { collection: 'shipments_ocean', nth: 2, label: 'Agente en destino (Manzanillo)', days: 0 },
  { collection: 'shipments_ocean', nth: 0, label: 'Cliente final · seguimiento', days: 0 },
  { collection: 'shipments_air', nth: 2, label: 'Textiles Monterrey · logística', days: 14 },
  { collection: 'shipments_land', nth: 1, label: 'Proveedor anterior', days: 0, revoked: true },
] as const;

/**
 * The demo's tracking links (issue 37): a few of Golfo's shipments shared with customers, one
 * link revoked, and the arrival notice of the shared ocean shipment marked as shared, so the
 * feature shows at once. Written through the record engine as the operator, like the rest.
 */
export async function seedDemoTrackingLinks(
  core: Core,
  ctx: RequestContext,
  now: Date,
): Promise<void> {
  const links = core.collections.find('tracking_links');
  if (!links) return;
  for (const [index, link] of DEMO_LINKS.entries()) {
    const shipments = core.collections.find(link.collection);
    const rows = await core.db.all(
      `SELECT "id", "documents" FROM "${link.collection}" WHERE "company" = ? ORDER BY "shipmentCode" LIMIT 1 OFFSET ?`,
      [DEMO_IDS.golfo, link.nth],
    );
    const shipment = rows[0];
    if (!shipments || !shipment) continue;
    await core.writer.create(links, ctx, {
      // Fixed ids, so every seed holds the same records; tokens stay random per database.
      id: `rmbdemotrack${String(index + 1).padStart(3, '0')}`,
      company: DEMO_IDS.golfo,
      shipmentCollection: link.collection,
      shipment: String(shipment.id),
      label: link.label,
      expiresAt: link.days ? formatDateTime(new Date(now.getTime() + link.days * DAY_MS)) : '',
      revoked: 'revoked' in link ? link.revoked : false,
      createdBy: DEMO_IDS.superGolfo,
    });
    await shareSavedDocuments(core, ctx, link.collection, String(shipment.id));
  }
}

/** Marks the shipment's saved arrival notices and pre-alerts as shared with its links. */
async function shareSavedDocuments(
  core: Core,
  ctx: RequestContext,
  collectionName: string,
  id: string,
): Promise<void> {
  const collection = core.collections.find(collectionName);
  const record = collection && (await core.reader.findById(collection, id));
  if (!collection || !record || !Array.isArray(record.documents)) return;
  const documents = (record.documents as Record<string, unknown>[]).map((item) =>
    /^(arrival_notice|pre_alert)/.test(String(item.file ?? '')) ? { ...item, shared: true } : item,
  );
  if (documents.some((item, index) => item !== (record.documents as unknown[])[index]))
    await core.writer.update(collection, id, ctx, { documents });
}
