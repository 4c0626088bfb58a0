import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { MilestoneKey } from '../milestones/milestone-key.ts';
import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import { listItems } from '../shipments/list-items.ts';
import { readInstant } from '../time/read-instant.ts';

/** A saved arrival notice a message carries: the entry of the shipment's `documents` list. */
export type IssuedDocument = {
  id: string;
  /** The name the customer sees, e.g. `Aviso de arribo v2 OCN20260001 (es).pdf`. */
  name: string;
  /** The stored file among the record's `documentFiles`. */
  file: string;
  language: string;
  version: number;
};

/**
 * The arrival notices one write of a shipment issued (issue 37): versions of the arrival-notice
 * template that appear in `documents` with this write and were saved complete (nothing lacking,
 * so no draft watermark). Saving such a version is the forwarder issuing the notice; customers who
 * asked for it receive it with the PDF attached. A version already there, a draft, or an upload
 * issues nothing.
 */
export function issuedArrivalNotices(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): IssuedDocument[] {
  const known = new Set(listItems(before.documents).map((doc) => String(doc.id ?? '')));
  const issued: IssuedDocument[] = [];
  for (const doc of listItems(after.documents)) {
    const id = String(doc.id ?? '');
    if (!id || known.has(id)) continue;
    if (doc.type !== 'generated' || doc.template !== 'arrival-notice' || doc.complete !== true)
      continue;
    if (typeof doc.file !== 'string' || !doc.file) continue;
    issued.push({
      id,
      name: typeof doc.name === 'string' && doc.name ? doc.name : doc.file,
      file: doc.file,
      language: doc.language === 'en' ? 'en' : 'es',
      version: Number(doc.version) || 1,
    });
  }
  return issued;
}

/** The milestone an arrival notice names, per mode; land shipments have no arrival notice. */
const ARRIVAL_MILESTONES: Partial<Record<ShipmentMode, MilestoneKey>> = {
  ocean: 'portOfArrivalArrival',
  air: 'arrival',
};

/**
 * The arrival an arrival notice names: the mode's arrival milestone and its actual date, else its
 * estimate (ISO, '' when neither is known); null for a mode without arrival notices.
 */
export function noticeArrival(
  mode: ShipmentMode,
  record: Readonly<Record<string, unknown>>,
): { milestone: MilestoneKey; at: string } | null {
  const milestone = ARRIVAL_MILESTONES[mode];
  const fields = MODE_MILESTONES[mode]?.find((m) => m.key === milestone);
  if (!milestone || !fields) return null;
  const at = readInstant(record[fields.actual]) ?? readInstant(record[fields.estimated]);
  return { milestone, at: at === null ? '' : new Date(at).toISOString() };
}
