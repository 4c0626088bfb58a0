import {
  nextShipmentCode,
  shipmentDefaults,
  shipmentFromQuote,
  type AcceptedQuote,
  type QuoteCargoInput,
  type QuoteOptionLine,
  type ShipmentMode,
} from '@rumbo/domain';
import type { CollectionModel } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { ApiError, fieldError, validationError } from '../../tools/errors.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { authRecordId } from '../../core/records/identity.ts';
import type { ChangeEvent, UpdateWrittenEvent } from '../../core/records/record-hooks.ts';
import { createHash } from 'node:crypto';
import { optionsOf } from './quote-checks.ts';

/**
 * Accepting a quote makes its shipment (issue 38, decision 075), in the transaction that accepts
 * it: the shipment of the quote's mode with the next code of its company and year, made by the
 * person who accepted it through the record engine (so every rule and hook of a shipment
 * applies), and the quote names it. A quote is accepted once (accepted is final), so it
 * converts once; if the shipment cannot be made, the acceptance fails with it.
 */
export async function convertAcceptedQuote(
  core: Core,
  event: UpdateWrittenEvent,
  now: Date,
): Promise<ChangeEvent[]> {
  const { before, after, ctx } = event;
  if (before.state === 'accepted' || after.state !== 'accepted' || !ctx) return [];
  const mode = after.mode as ShipmentMode;
  const name = `shipments_${mode}`;
  const shipments = core.collections.find(name);
  if (!shipments) return [];
  if (typeof after.shipment === 'string' && after.shipment !== '')
    return linkShipment(core, event, shipments);
  const option = optionsOf(after.options)[Number(after.chosenOption ?? 0)] ?? {};
  // Ids follow from the quote, which converts once: the same quote always makes the same
  // shipment, and a replayed acceptance could never make a second one.
  let item = 0;
  const fields = shipmentFromQuote(acceptedQuote(after, option), () =>
    derivedId(`${String(after.id)}:item:${(item += 1)}`),
  );
  const codes = await core.db.all<{ code: string }>(
    `SELECT "shipmentCode" AS "code" FROM "${name}" WHERE "company" = ? AND "shipmentCode" LIKE ?`,
    [after.company, `%${now.getUTCFullYear()}%`],
  );
  const shipment = await core.writer.create(shipments, ctx, {
    ...shipmentDefaults(mode),
    id: derivedId(`${String(after.id)}:shipment`),
    ...fields,
    company: after.company,
    reference: String(after.code),
    // Who accepted it; for an operator's acceptance (the demo), who made the quote.
    createdBy: authRecordId(ctx.identity) || String(after.createdBy ?? ''),
    updatedBy: authRecordId(ctx.identity) || String(after.createdBy ?? ''),
    shipmentCode: nextShipmentCode({ mode, now, existingCodes: codes.map((row) => row.code) }),
  });
  await core.db.run(`UPDATE "quotes" SET "shipmentCollection" = ?, "shipment" = ? WHERE "id" = ?`, [
    name,
    shipment.id,
    after.id,
  ]);
  // The quote as written and as answered names its shipment.
  Object.assign(after, { shipmentCollection: name, shipment: shipment.id });
  return [];
}

/**
 * Accepting a quote whose shipment was opened already: the request names it, and the quote is
 * linked to it instead of making another. The shipment must be one the person can see, of the
 * quote's company and mode, and not made from another quote; it keeps its own data and names
 * the quote (written as the person, so the shipment's rules and history apply).
 */
async function linkShipment(
  core: Core,
  event: UpdateWrittenEvent,
  shipments: CollectionModel,
): Promise<ChangeEvent[]> {
  const { after, ctx } = event;
  const id = String(after.shipment);
  const shipment = await core.reader.view(shipments, id, ctx!).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!shipment || shipment.company !== after.company)
    throw validationError({
      shipment: fieldError(
        'validation_missing_rel_records',
        'Failed to find all relation records with the provided ids',
      ),
    });
  if (shipment.quote && shipment.quote !== after.id)
    throw validationError({
      shipment: fieldError(
        'validation_quote_shipment_taken',
        'That shipment was made from another quote.',
      ),
    });
  await core.writer.update(shipments, id, ctx!, { quote: after.id });
  await core.db.run(`UPDATE "quotes" SET "shipmentCollection" = ? WHERE "id" = ?`, [
    shipments.name,
    after.id,
  ]);
  Object.assign(after, { shipmentCollection: shipments.name });
  return [];
}

function acceptedQuote(quote: RecordValues, option: Record<string, unknown>): AcceptedQuote {
  const direction =
    quote.direction === 'export' || quote.direction === 'domestic' ? quote.direction : 'import';
  return {
    id: String(quote.id),
    code: String(quote.code),
    mode: quote.mode as ShipmentMode,
    direction,
    client: { id: String(quote.client), name: String(quote.clientName ?? '') },
    origin: String(quote.origin ?? ''),
    destination: String(quote.destination ?? ''),
    incoterm: String(quote.incoterm ?? ''),
    cargo: (quote.cargo ?? { kind: 'fcl', containers: [] }) as QuoteCargoInput,
    option: {
      carrier: String(option.carrier ?? ''),
      lines: Array.isArray(option.lines) ? (option.lines as QuoteOptionLine[]) : [],
    },
  };
}

/** A record id (15 characters of a–z and 0–9) that follows from `seed`. */
function derivedId(seed: string): string {
  const digest = createHash('sha256').update(seed).digest();
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(digest.subarray(0, 15), (byte) => alphabet[byte % alphabet.length]).join('');
}
