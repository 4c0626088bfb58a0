import {
  COLLECTION_IDS,
  DEFAULT_ESTIMATE_NOTICE_HOURS,
  MODE_MILESTONES,
  SHIPMENT_COLLECTION_NAMES,
  issuedArrivalNotices,
  messageRecipients,
  noticeArrival,
  shipmentMessageEvents,
  shipmentParties,
  trackingMilestones,
  type CollectionModel,
  type MessageRecipient,
  type ShipmentMode,
  type ShipmentRecord,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { decodeRow, type RecordValues } from '../../core/records/record-codec.ts';
import type { ChangeEvent, UpdateWrittenEvent } from '../../core/records/record-hooks.ts';
import { enqueueMessage, newMessageKeys } from './message-rows.ts';
import { messageLinks } from './message-links.ts';
import { renderShipmentMessage, type MessageEvent } from './render-shipment-message.ts';

/** Each event of a write with its one cause (for the dedup key) and what goes along. */
type Happening = { event: MessageEvent; cause: string; attachments: unknown[] };

const MODES: Record<string, ShipmentMode> = {
  shipments_ocean: 'ocean',
  shipments_air: 'air',
  shipments_land: 'land',
};

/**
 * The messages a shipment's write causes (issue 37, decision 073), written into the outbox in
 * the write's own transaction: a customer-facing milestone's actual date entered, an estimate
 * moved past the company's threshold, each to every contact of the shipment's parties who asked
 * for that kind, in their language. Returns the outbox rows (and any tracking link made for a
 * recipient) as changes to announce once the write commits.
 */
export async function enqueueShipmentMessages(
  core: Core,
  event: UpdateWrittenEvent,
  now: Date,
): Promise<ChangeEvent[]> {
  const mode = MODES[event.collection.name];
  const messages = core.collections.find(COLLECTION_IDS.messages);
  const company = String(event.after.company ?? '');
  if (!mode || !messages || !company) return [];
  const parties = shipmentParties(event.after.parties);
  if (parties.length === 0) return [];
  const companyRow = await readCompany(core, company);
  if (!companyRow) return [];
  const threshold = numberOr(companyRow.estimateNoticeHours, DEFAULT_ESTIMATE_NOTICE_HOURS);
  const happenings = [
    ...shipmentMessageEvents({
      mode,
      before: event.before,
      after: event.after,
      thresholdHours: threshold,
    }).map((happened) => ({
      event: happened as MessageEvent,
      cause: happened.kind === 'milestone' ? happened.actualAt : `${happened.from}>${happened.to}`,
      attachments: [],
    })),
    ...arrivalNotices(event, mode),
  ];
  if (happenings.length === 0) return [];
  const partners = await readPartners(
    core,
    company,
    parties.map((party) => party.partner),
  );
  const shipment = { ...event.after, mode } as ShipmentRecord;
  const changes: ChangeEvent[] = [];
  const { appUrl } = core.settings.get().meta;
  for (const { event: happened, cause, attachments } of happenings) {
    const kind = happened.kind;
    for (const recipient of messageRecipients(kind, parties, partners)) {
      const links = await messageLinks(core, {
        appUrl,
        company,
        shipmentCollection: event.collection.name,
        shipmentId: String(event.after.id),
        recipient,
        now,
      });
      if (links.created) changes.push(links.created);
      const keys = newMessageKeys();
      const rendered = renderShipmentMessage({
        event: happened,
        language: recipient.language,
        recipientName: recipient.name,
        companyName: companyName(companyRow),
        shipment: messageShipment(shipment, now),
        trackingUrl: links.trackingUrl,
        unsubscribeUrl: `${trimSlash(appUrl)}/api/messages/${keys.id}/unsubscribe?key=${keys.unsubscribeKey}`,
      });
      const queued = await enqueueMessage(
        core.db,
        messages,
        {
          ...keys,
          company,
          kind,
          recipient: recipient.email,
          recipientName: recipient.name,
          language: recipient.language,
          partner: recipient.partner,
          contact: recipient.contact,
          shipmentCollection: event.collection.name,
          shipment: String(event.after.id),
          topic: happened.milestone,
          rendered,
          attachments,
          dedupKey: dedupKey(
            kind,
            event.collection,
            String(event.after.id),
            happened.milestone,
            cause,
            recipient,
          ),
        },
        hostOf(appUrl),
        now,
      );
      if (queued) changes.push(queued);
    }
  }
  return changes;
}

/**
 * The arrival notices this write issued (a complete version saved), each with its PDF to attach:
 * the stored file of this record, read when the message is sent.
 */
function arrivalNotices(event: UpdateWrittenEvent, mode: ShipmentMode): Happening[] {
  const arrival = noticeArrival(mode, event.after);
  if (!arrival) return [];
  return issuedArrivalNotices(event.before, event.after).map((doc) => ({
    event: {
      kind: 'arrivalNotice',
      milestone: arrival.milestone,
      arrivalAt: arrival.at,
      documentName: doc.name,
    },
    cause: doc.id,
    attachments: [
      {
        collection: event.collection.name,
        record: String(event.after.id),
        file: doc.file,
        name: doc.name,
        contentType: 'application/pdf',
      },
    ],
  }));
}

export function isShipmentCollection(collection: CollectionModel): boolean {
  return (SHIPMENT_COLLECTION_NAMES as readonly string[]).includes(collection.name);
}

function dedupKey(
  kind: string,
  collection: CollectionModel,
  shipmentId: string,
  milestone: string,
  cause: string,
  recipient: MessageRecipient,
): string {
  return [kind, collection.name, shipmentId, milestone, cause, recipient.email].join('|');
}

function messageShipment(shipment: ShipmentRecord, now: Date) {
  const text = (field: string) =>
    typeof shipment[field] === 'string' ? String(shipment[field]).trim() : '';
  const places = new Map(
    trackingMilestones(shipment, now).map((m) => [m.key as string, m.location]),
  );
  const [from, to] =
    shipment.mode === 'ocean'
      ? ['portOfLoad', 'portOfArrival']
      : shipment.mode === 'air'
        ? ['airportOfDeparture', 'airportOfArrival']
        : ['origin', 'destination'];
  return {
    code: text('shipmentCode'),
    reference: text('reference') || text('ref'),
    origin: text(from) || text('origin'),
    destination: text(to) || text('destination'),
    placeOf: (milestone: string) => places.get(milestone) ?? fallbackPlace(shipment, milestone),
  };
}

/** A milestone with no date yet has no place in the timeline: name its field's place anyway. */
function fallbackPlace(shipment: ShipmentRecord, milestone: string): string {
  const known = MODE_MILESTONES[shipment.mode]?.some((m) => m.key === milestone);
  return known ? String(shipment.destination ?? '') : '';
}

async function readCompany(core: Core, id: string): Promise<RecordValues | null> {
  const companies = core.collections.find(COLLECTION_IDS.companies);
  return companies ? core.reader.findById(companies, id) : null;
}

async function readPartners(
  core: Core,
  company: string,
  ids: string[],
): Promise<Map<string, RecordValues>> {
  const model = core.collections.find(COLLECTION_IDS.partners);
  if (!model || ids.length === 0) return new Map();
  const rows = await core.db.all(
    `SELECT * FROM "partners" WHERE "company" = ? AND "id" IN (${ids.map(() => '?').join(', ')})`,
    [company, ...ids],
  );
  return new Map(rows.map((row) => [String(row.id), decodeRow(model, row)]));
}

export function companyName(company: RecordValues): string {
  const text = (field: string) =>
    typeof company[field] === 'string' ? String(company[field]).trim() : '';
  return text('brandName') || text('name');
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function hostOf(appUrl: string): string {
  try {
    return new URL(appUrl).hostname || 'rumbo.local';
  } catch {
    return 'rumbo.local';
  }
}
