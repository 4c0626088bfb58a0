import {
  COLLECTION_IDS,
  canMoveQuote,
  editStartsNewVersion,
  isQuoteEditable,
  isQuoteExpired,
  type QuoteState,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { authRecordId, isAdmin, type RequestContext } from '../../core/records/identity.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { ApiError, badRequest, fieldError, validationError } from '../../tools/errors.ts';
import { checkQuote, dayOf, optionsOf, ratesNear, type QuoteContent } from './quote-checks.ts';
import { convertAcceptedQuote } from './quote-conversion.ts';
import { takeQuoteNumber } from './quote-numbering.ts';
import { checkQuoteRecipients, enqueueQuoteMessages } from './quote-sending.ts';

/** What a person writes; everything else of a quote is the server's (decision 075). */
const CONTENT_FIELDS = [
  'client',
  'mode',
  'direction',
  'origin',
  'destination',
  'incoterm',
  'cargo',
  'options',
  'currency',
  'date',
  'validUntil',
  'notes',
] as const;

/** Kept by the server whatever a request sends. */
const SERVER_FIELDS = [
  'code',
  'sequence',
  'version',
  'versions',
  'sentAt',
  'decidedAt',
  'exchangeRate',
  'totals',
  'clientName',
  'shipment',
  'shipmentCollection',
  'createdBy',
] as const;

/**
 * Quotes on the record API (issue 38, decision 075): numbered on create, checked and totalled on
 * every write, moved only along their life, a new version when the client has seen them.
 */
export function registerQuoteHooks(core: Core, clock: () => Date): void {
  core.hooks.onBeforeCreate(async ({ collection, ctx, input }) => {
    if (collection.name !== 'quotes') return input;
    const values: Record<string, unknown> = { ...input };
    for (const field of SERVER_FIELDS) delete values[field];
    const clientName = await clientNameOf(core, ctx, String(input.company ?? ''), input.client);
    const kept = await checked(core, contentOf({ ...values, options: values.options ?? [] }));
    const caller = authRecordId(ctx.identity);
    return {
      ...values,
      ...kept,
      state: 'draft',
      version: 1,
      versions: [],
      code: '',
      sequence: 0,
      clientName,
      // Operators (the demo seed) may name the colleague; a person is always themselves.
      createdBy: isAdmin(ctx.identity) ? String(input.createdBy ?? '') : caller,
      updatedBy: caller,
    };
  });

  core.hooks.onCreateWritten(async ({ collection, record }) => {
    if (collection.name !== 'quotes') return [];
    const year = clock().getUTCFullYear();
    const number = await takeQuoteNumber(core.db, String(record.company), year);
    await core.db.run(`UPDATE "quotes" SET "code" = ?, "sequence" = ? WHERE "id" = ?`, [
      number.code,
      number.sequence,
      record.id,
    ]);
    // The row written and the answer to the request carry the number.
    Object.assign(record, number);
    return [];
  });

  core.hooks.onUpdateWritten(async (event) => {
    if (event.collection.name !== 'quotes') return [];
    return [
      ...(await convertAcceptedQuote(core, event, clock())),
      ...(await enqueueQuoteMessages(core, event, clock())),
    ];
  });

  core.hooks.onBeforeUpdate(async ({ collection, ctx, input, current }) => {
    if (collection.name !== 'quotes') return input;
    const values: Record<string, unknown> = { ...input };
    for (const field of SERVER_FIELDS) delete values[field];
    const from = current.state as QuoteState;
    // Accepting may name the shipment the quote became, when it was opened already.
    if (input.state === 'accepted' && from !== 'accepted' && typeof input.shipment === 'string')
      values.shipment = input.shipment;
    const to = (values.state ?? from) as QuoteState;
    const changed = CONTENT_FIELDS.filter(
      (field) => field in values && !sameValue(field, values[field], current[field]),
    );
    if (changed.length > 0 && !isQuoteEditable(from))
      throw badRequest(`A quote that was ${from} cannot change.`);
    const serverMove = from === 'sent' && to === 'expired' && isAdmin(ctx.identity);
    if (!canMoveQuote(from, to) && !serverMove) throw stateError(from, to);
    const merged = { ...current, ...values };
    const now = formatDateTime(clock());
    const result: Record<string, unknown> = { ...values, updatedBy: authRecordId(ctx.identity) };
    if (changed.length > 0) {
      if (changed.includes('client'))
        result.clientName = await clientNameOf(core, ctx, String(current.company), values.client);
      Object.assign(result, await checked(core, contentOf(merged)));
      if (editStartsNewVersion(from)) {
        result.version = Number(current.version || 1) + 1;
        result.versions = [...versionsOf(current.versions), snapshot(current)];
        // Sent again in the same request, or back to a draft to be sent.
        result.state = values.state === 'sent' ? 'sent' : 'draft';
      }
    }
    const state = (result.state ?? to) as QuoteState;
    const sending = state === 'sent' && (from !== 'sent' || result.version !== undefined);
    // Operators write past the rules (the demo's seed sends quotes of its own days).
    const late =
      !isAdmin(ctx.identity) && isQuoteExpired('sent', dayOf(merged.validUntil), clock());
    if (sending && late)
      throw validationError({
        validUntil: fieldError(
          'validation_quote_expired',
          'The quote is no longer valid: set a later date before sending it.',
        ),
      });
    if (state === 'sent' && (sending || 'recipients' in values))
      await checkQuoteRecipients(core, { ...merged, ...result });
    if (sending) result.sentAt = now;
    if (state === 'accepted' || state === 'rejected') {
      if (from !== state) result.decidedAt = now;
      if (state === 'accepted') result.chosenOption = chosenOption(merged);
    }
    return result;
  });
}

/** Whether a field's value sent is the one stored (days compared as days, JSON as JSON). */
function sameValue(field: string, sent: unknown, stored: unknown): boolean {
  if (field === 'date' || field === 'validUntil') return dayOf(sent) === dayOf(stored);
  return JSON.stringify(sent ?? '') === JSON.stringify(stored ?? '');
}

/** The stored fields of a quote's content, for the checks. */
function contentOf(values: Record<string, unknown>): QuoteContent {
  return {
    company: String(values.company ?? ''),
    client: String(values.client ?? ''),
    origin: String(values.origin ?? ''),
    destination: String(values.destination ?? ''),
    currency: String(values.currency ?? ''),
    date: dayOf(values.date),
    validUntil: dayOf(values.validUntil),
    options: optionsOf(values.options),
  };
}

async function checked(core: Core, content: QuoteContent) {
  const ids = content.options.flatMap((option) =>
    Array.isArray(option.lines)
      ? option.lines.map((line: { tariffId?: unknown }) => String(line?.tariffId ?? ''))
      : [],
  );
  const wanted = [...new Set(ids.filter(Boolean))];
  const tariffs =
    wanted.length === 0
      ? []
      : await core.db.all<{ id: string; validFrom: string; validTo: string }>(
          `SELECT "id", "validFrom", "validTo" FROM "tariffs" WHERE "company" = ? AND "id" IN (${wanted.map(() => '?').join(',')})`,
          [content.company, ...wanted],
        );
  const days = new Map(
    tariffs.map((t) => [t.id, { validFrom: dayOf(t.validFrom), validTo: dayOf(t.validTo) }]),
  );
  // A line naming a tariff the company does not have is priced by hand.
  return checkQuote(content, await ratesNear(core.db, content.company, content.date), days);
}

/** The client's name, checking that the client is one of the company's partners the caller sees. */
async function clientNameOf(
  core: Core,
  ctx: RequestContext,
  company: string,
  client: unknown,
): Promise<string> {
  const partners = core.collections.find(COLLECTION_IDS.partners);
  const id = typeof client === 'string' ? client : '';
  if (!partners || id === '') return '';
  const partner = await core.reader.view(partners, id, ctx).catch((error) => {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  });
  if (!partner || partner.company !== company)
    throw validationError({
      client: fieldError(
        'validation_missing_rel_records',
        'Failed to find all relation records with the provided ids',
      ),
    });
  return String(partner.displayName || partner.razonSocial || '');
}

function stateError(from: QuoteState, to: QuoteState): ApiError {
  return validationError({
    state: fieldError('validation_quote_state', `A ${from} quote cannot become ${to}.`),
  });
}

function versionsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** An earlier version as the client saw it: its content, totals, rate and when it was sent. */
function snapshot(current: RecordValues): Record<string, unknown> {
  const kept: Record<string, unknown> = { version: Number(current.version || 1) };
  for (const field of [...CONTENT_FIELDS, 'exchangeRate', 'totals', 'sentAt', 'state'] as const)
    kept[field] = current[field];
  return kept;
}

function chosenOption(quote: Record<string, unknown>): number {
  const count = optionsOf(quote.options).length;
  const chosen = Number(quote.chosenOption ?? 0);
  if (Number.isInteger(chosen) && chosen >= 0 && chosen < count) return chosen;
  throw validationError({
    chosenOption: fieldError('validation_quote_option', 'Choose one of the quote options.'),
  });
}
