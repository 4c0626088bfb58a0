import {
  COLLECTION_IDS,
  SHIPMENT_COLLECTION_NAMES,
  publicTracking,
  sharedDocuments,
  type PublicTracking,
  type ShipmentMode,
  type ShipmentRecord,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { notFound } from '../../tools/errors.ts';

/** How often opening a link stamps `lastOpenedAt` (a page polling it would write on every poll). */
const OPENED_EVERY_MS = 60_000;

const MODES: Record<string, ShipmentMode> = {
  shipments_ocean: 'ocean',
  shipments_air: 'air',
  shipments_land: 'land',
};

/** A link that still opens, with its shipment and the shipment's company. */
export type OpenLink = {
  link: RecordValues;
  shipment: RecordValues;
  company: RecordValues;
  shipmentCollection: string;
};

/**
 * The link of `token` while it works: not revoked, not expired, its shipment still there and
 * still its company's. Every other case is the same 404 after the same reads (decision 072), so
 * an answer never tells an unknown token from a revoked or expired one.
 */
export async function openLink(core: Core, token: string, now: Date): Promise<OpenLink> {
  const links = core.collections.find(COLLECTION_IDS.tracking_links);
  const row = links
    ? await core.db.get('SELECT "id" FROM "tracking_links" WHERE "token" = ?', [token])
    : undefined;
  const link = links && row ? await core.reader.findById(links, String(row.id)) : null;
  const works =
    link &&
    link.token === token &&
    link.revoked !== true &&
    (!link.expiresAt || String(link.expiresAt) > formatDateTime(now));
  const shipmentCollection = String(link?.shipmentCollection ?? '');
  const shipments = (SHIPMENT_COLLECTION_NAMES as readonly string[]).includes(shipmentCollection)
    ? core.collections.find(shipmentCollection)
    : undefined;
  const shipment =
    works && shipments ? await core.reader.findById(shipments, String(link.shipment)) : null;
  const companies = core.collections.find(COLLECTION_IDS.companies);
  const company =
    shipment && companies && shipment.company === link!.company
      ? await core.reader.findById(companies, String(shipment.company))
      : null;
  if (!link || !shipment || !company) throw notFound();
  return { link, shipment, company, shipmentCollection };
}

/** What the link shows, with document and logo addresses under `base` (`/api/track/{token}`). */
export function trackingOf(open: OpenLink, base: string, now: Date): PublicTracking {
  const record = {
    ...open.shipment,
    mode: MODES[open.shipmentCollection]!,
  } as ShipmentRecord;
  return publicTracking({
    shipment: record,
    forwarder: forwarderOf(open.company),
    documents: sharedDocuments(record).map(({ name, file }) => ({
      name,
      url: `${base}/documents/${encodeURIComponent(file)}`,
    })),
    expiresAt: open.link.expiresAt ? isoOf(String(open.link.expiresAt)) : '',
    now,
  });
}

function forwarderOf(company: RecordValues): { name: string; logoUrl: string } {
  const text = (field: string) => (typeof company[field] === 'string' ? company[field].trim() : '');
  const logo = text('brandLogo');
  // The page allows images from its own origin only (decision 027): an address elsewhere is left out.
  const given = text('brandLogoUrl');
  const logoUrl = logo
    ? `/api/files/${COLLECTION_IDS.companies}/${String(company.id)}/${encodeURIComponent(logo)}?thumb=100x100`
    : /^(\/(?!\/)|data:image\/)/.test(given)
      ? given
      : '';
  return { name: text('brandName') || text('name'), logoUrl };
}

function isoOf(stored: string): string {
  return stored.replace(' ', 'T');
}

/**
 * Notes that the link was opened, at most once a minute, without moving `updated` (a customer's
 * visit is not an edit); one conditional statement, so two instances opening it at once write
 * once.
 */
export async function noteOpened(core: Core, link: RecordValues, now: Date): Promise<void> {
  const opened = formatDateTime(now);
  const before = formatDateTime(new Date(now.getTime() - OPENED_EVERY_MS));
  if (link.lastOpenedAt && String(link.lastOpenedAt) > before) return;
  await core.db.run(
    'UPDATE "tracking_links" SET "lastOpenedAt" = ? WHERE "id" = ? AND ("lastOpenedAt" IS NULL OR "lastOpenedAt" <= ?)',
    [opened, String(link.id), before],
  );
}
