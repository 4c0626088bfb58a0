import {
  DEMO_IDS,
  DEMO_MARGIN_RULES,
  DEMO_QUOTES,
  demoExchangeRates,
  demoQuoteBody,
  type DemoQuoteSpec,
  quoteRecipients,
  type Tariff,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { decodeRow } from '../../core/records/record-codec.ts';

/** Where each mode's shipments keep their lane. */
const LANE_FIELDS = {
  ocean: ['portOfLoad', 'portOfArrival'],
  air: ['airportOfDeparture', 'airportOfArrival'],
  land: ['origin', 'destination'],
} as const;

/**
 * The Golfo shipment an accepted demo quote became: one of its mode on its lane, opened before
 * the quote was accepted (so the demo's shipments stay the ones the domain builds).
 */
async function openedShipment(core: Core, spec: DemoQuoteSpec): Promise<string> {
  const [from, to] = LANE_FIELDS[spec.mode];
  const row = await core.db.get<{ id: string }>(
    `SELECT "id" FROM "shipments_${spec.mode}" WHERE "company" = ? AND "quote" = ''
     ORDER BY ("${from}" LIKE ? AND "${to}" LIKE ?) DESC, "shipmentCode" LIMIT 1`,
    [DEMO_IDS.golfo, `%${spec.origin}%`, `%${spec.destination}%`],
  );
  return row?.id ?? '';
}

/**
 * The demo's quotes (issue 38): Golfo's exchange-rate table and margin rules, and a quote in
 * every state priced from its own buy rates: two accepted and linked to the shipments opened for
 * them, one rejected with the reason, one expired, one changed after it was sent (two versions).
 * Written through the record engine as the operator, so every hook of a person's quote applies.
 */
export async function seedDemoQuotes(core: Core, ctx: RequestContext, now: Date): Promise<void> {
  const quotes = core.collections.find('quotes');
  const rates = core.collections.find('exchange_rates');
  const companies = core.collections.find('companies');
  const tariffs = core.collections.find('tariffs');
  if (!quotes || !rates || !companies || !tariffs) return;
  for (const [index, rate] of demoExchangeRates(now).entries())
    await core.writer.create(rates, ctx, {
      id: `rmbdemofix${String(index + 1).padStart(5, '0')}`,
      company: DEMO_IDS.golfo,
      day: rate.day,
      mxnPerUsd: rate.mxnPerUsd,
      source: 'banxico',
    });
  await core.writer.update(companies, DEMO_IDS.golfo, ctx, { marginRules: DEMO_MARGIN_RULES });
  const clients = await core.db.all<{ id: string; contacts: unknown }>(
    `SELECT "id", "contacts" FROM "partners" WHERE "company" = ? AND "rol" = 'Cliente' ORDER BY "displayName", "id"`,
    [DEMO_IDS.golfo],
  );
  const rows = await core.db.all(`SELECT * FROM "tariffs" WHERE "company" = ?`, [DEMO_IDS.golfo]);
  const rateLines = rows.map((row) => decodeRow(tariffs, row) as unknown as Tariff);
  if (clients.length === 0) return;
  for (const spec of DEMO_QUOTES) {
    const clientRow = clients[spec.clientRank % clients.length]!;
    const client = clientRow.id;
    const body = demoQuoteBody(spec, {
      client,
      tariffs: rateLines,
      rules: DEMO_MARGIN_RULES,
      now,
    });
    await core.writer.create(quotes, ctx, {
      ...body,
      company: DEMO_IDS.golfo,
      createdBy: spec.clientRank % 2 ? DEMO_IDS.superGolfo : DEMO_IDS.staffGolfo,
    });
    const move = (fields: Record<string, unknown>) =>
      core.writer.update(quotes, spec.id, ctx, fields);
    if (spec.end === 'draft') continue;
    // Sent to the client's first contact with an address: its e-mail waits in the outbox.
    await move({ state: 'sent', recipients: firstContact(clientRow.contacts) });
    if (spec.end === 'accepted')
      await move({
        state: 'accepted',
        chosenOption: 0,
        shipment: await openedShipment(core, spec),
      });
    if (spec.end === 'rejected')
      await move({ state: 'rejected', rejectionReason: spec.rejectionReason ?? '' });
    if (spec.end === 'expired') await move({ state: 'expired' });
    if (spec.end === 'revised') {
      const options = body.options as { lines: { sell: number }[] }[];
      const revised = options.map((option) => ({
        ...option,
        // A discount on the first line the client asked for, sent as the second version.
        lines: option.lines.map((line, at) =>
          at === 0 ? { ...line, sell: Math.round(line.sell * 0.97 * 100) / 100 } : line,
        ),
      }));
      await move({ options: revised, state: 'sent' });
    }
  }
}

/** The id of a partner's first contact with an address, as stored (JSON text or a list). */
function firstContact(stored: unknown): string[] {
  const contacts = decodeContacts(stored);
  const contact = contacts.find(
    (item) => quoteRecipients('', { contacts }, [String(item.id)]).recipients.length,
  );
  return contact ? [String(contact.id)] : [];
}

function decodeContacts(stored: unknown): Record<string, unknown>[] {
  try {
    const value: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
    return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  } catch {
    return [];
  }
}
