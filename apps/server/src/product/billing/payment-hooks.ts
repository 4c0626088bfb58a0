import { FORMAS_PAGO, FORMA_PAGO_POR_DEFINIR, toCents } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { mayUpdate } from './caller-access.ts';
import { authRecordId, isAdmin } from '../../core/records/identity.ts';
import { badRequest, fieldError, validationError } from '../../tools/errors.ts';
import { ratesNear } from '../quotes/quote-checks.ts';
import { seriesOr, takeFolio } from './billing-numbering.ts';
import { clientNameOf, clientPartner } from './client-partner.ts';
import {
  applicationsOf,
  applyPayment,
  readApplications,
  unapplyPayment,
} from './payment-applications.ts';
import type { Changes } from './server-writes.ts';

/** What a person writes when recording a payment; the rest is the server's (decision 079). */
const CONTENT_FIELDS = [
  'client',
  'date',
  'formaPago',
  'currency',
  'exchangeRate',
  'amount',
  'applications',
  'reference',
  'notes',
] as const;

/** What may still change once recorded: the amounts moved invoices, so they stay. */
const NOTE_FIELDS = new Set(['reference', 'notes']);

/**
 * Payments on the record API (issue 39, decision 079): recorded against stamped invoices of one
 * client, which it pays in the same transaction; numbered in the company's series; a payment of
 * any PPD invoice needs its complement (CFDI type P). Deleting one only recorded gives its amounts
 * back; a stamped complement is cancelled through its route instead.
 */
export function registerPaymentHooks(core: Core): void {
  core.hooks.onBeforeCreate(async ({ collection, ctx, input }) => {
    if (collection.name !== 'payments') return input;
    const company = String(input.company ?? '');
    const partner = await clientPartner(core, ctx, company, input.client);
    const applications = readApplications(input.applications, input.amount);
    const currency = input.currency === 'USD' ? 'USD' : 'MXN';
    const formaPago = String(input.formaPago ?? '');
    if (
      formaPago === FORMA_PAGO_POR_DEFINIR ||
      !FORMAS_PAGO.some((entry) => entry.code === formaPago)
    )
      throw validationError({
        formaPago: fieldError('validation_invalid_value', 'Choose how the client paid (not 99).'),
      });
    const date = String(input.date ?? '');
    const exchangeRate =
      currency === 'USD' ? await rateFor(core, company, date, input.exchangeRate) : 0;
    const caller = authRecordId(ctx.identity);
    return {
      ...contentOf(input),
      ...(input.id === undefined ? {} : { id: input.id }),
      company,
      currency,
      exchangeRate,
      amount: toCents(Number(input.amount)) / 100,
      applications,
      invoiceIds: applications.map((entry) => entry.invoice).join(' '),
      clientName: clientNameOf(partner),
      state: 'recorded',
      code: '',
      folio: 0,
      needsComplement: false,
      createdBy: isAdmin(ctx.identity) ? String(input.createdBy ?? '') : caller,
      updatedBy: caller,
    };
  });

  core.hooks.onCreateWritten(async ({ collection, record, ctx, restored }) => {
    if (collection.name !== 'payments') return [];
    const changes: Changes = [];
    const { needsComplement } = await applyPayment(
      core,
      ctx,
      record,
      applicationsOf(record.applications),
      changes,
    );
    const company = String(record.company);
    const number =
      restored && record.code
        ? {}
        : await takeFolio(
            core.db,
            'payments',
            company,
            seriesOr(await paymentSeries(core, company), 'P'),
          );
    const written = { ...number, needsComplement };
    const columns = Object.keys(written);
    await core.db.run(
      `UPDATE "payments" SET ${columns.map((c) => `"${c}" = ?`).join(', ')} WHERE "id" = ?`,
      [...columns.map((c) => written[c as keyof typeof written]), String(record.id)],
    );
    Object.assign(record, written);
    return changes;
  });

  core.hooks.onBeforeUpdate(async ({ collection, ctx, input, current }) => {
    if (collection.name !== 'payments') return input;
    if (!(await mayUpdate(core, collection, ctx, String(current.id), input))) return input;
    const values = contentOf(input);
    const changed = Object.keys(values).filter(
      (field) => JSON.stringify(values[field] ?? '') !== JSON.stringify(current[field] ?? ''),
    );
    if (changed.some((field) => !NOTE_FIELDS.has(field)))
      throw badRequest(
        'A recorded payment keeps its amounts: delete it and record it again to change them.',
      );
    const notes: Record<string, unknown> = { updatedBy: authRecordId(ctx.identity) };
    for (const field of changed) notes[field] = values[field];
    return notes;
  });

  core.hooks.onDeleteWritten(async ({ collection, record, ctx, cascaded }) => {
    if (collection.name !== 'payments' || cascaded || record.state === 'cancelled') return [];
    const changes: Changes = [];
    await unapplyPayment(core, ctx, applicationsOf(record.applications), changes);
    return changes;
  });
}

function contentOf(input: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of CONTENT_FIELDS) if (field in input) values[field] = input[field];
  return values;
}

async function paymentSeries(core: Core, company: string): Promise<unknown> {
  const row = await core.db.get<{ paymentSeries: unknown }>(
    'SELECT "paymentSeries" FROM "companies" WHERE "id" = ?',
    [company],
  );
  return row?.paymentSeries;
}

/** A USD payment's rate: the one sent, else the company's table for its day. */
async function rateFor(core: Core, company: string, date: string, sent: unknown): Promise<number> {
  const given = Number(sent);
  if (Number.isFinite(given) && given > 0) return given;
  const day = date.slice(0, 10);
  const [rate] = /^\d{4}-\d{2}-\d{2}$/.test(day) ? await ratesNear(core.db, company, day) : [];
  if (!rate)
    throw validationError({
      exchangeRate: fieldError(
        'exchangeRateMissing',
        'No exchange rate for the day: add it to the rate table.',
      ),
    });
  return rate.mxnPerUsd;
}
