import { COLLECTION_IDS, type MessageRecipient } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { decodeRow, encodeValues, insertSql } from '../../core/records/record-codec.ts';
import type { ChangeEvent } from '../../core/records/record-hooks.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';
import { newTrackingToken } from '../tracking/tracking-link-hooks.ts';

export type MessageLinkInput = {
  appUrl: string;
  company: string;
  shipmentCollection: string;
  shipmentId: string;
  recipient: MessageRecipient;
  now: Date;
};

/**
 * The tracking link a recipient's messages carry: one per shipment and address, made with the
 * first message (in its transaction) and listed with the shipment's other links, so the
 * forwarder sees it and can revoke it. A revoked one is not replaced: messages then go without
 * a link (the forwarder took the customer's view away on purpose).
 */
export async function messageLinks(
  core: Core,
  input: MessageLinkInput,
): Promise<{ trackingUrl: string; created: ChangeEvent | null }> {
  const links = core.collections.find(COLLECTION_IDS.tracking_links);
  if (!links) return { trackingUrl: '', created: null };
  const label = `Correo · ${input.recipient.email}`;
  const rows = await core.db.all(
    `SELECT * FROM "tracking_links" WHERE "company" = ? AND "shipmentCollection" = ? AND "shipment" = ? AND "label" = ?`,
    [input.company, input.shipmentCollection, input.shipmentId, label],
  );
  const existing = rows.map((row) => decodeRow(links, row))[0];
  const base = input.appUrl.replace(/\/+$/, '');
  if (existing)
    return {
      trackingUrl: existing.revoked === true ? '' : `${base}/t/${String(existing.token)}`,
      created: null,
    };
  const at = formatDateTime(input.now);
  const record = {
    id: newId(),
    company: input.company,
    shipmentCollection: input.shipmentCollection,
    shipment: input.shipmentId,
    label,
    expiresAt: '',
    revoked: false,
    token: newTrackingToken(),
    lastOpenedAt: '',
    createdBy: '',
    created: at,
    updated: at,
  };
  const columns = Object.keys(record);
  await core.db.run(insertSql(links, columns), encodeValues(links, record, columns));
  return {
    trackingUrl: `${base}/t/${record.token}`,
    created: { action: 'create', collection: links, record },
  };
}
