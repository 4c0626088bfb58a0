import { addTariffDays, todayInBusinessTime, type InvoiceLine } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import { mayUpdate } from './caller-access.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { authRecordId, isAdmin } from '../../core/records/identity.ts';
import { badRequest } from '../../tools/errors.ts';
import { takeFolio, seriesOr } from './billing-numbering.ts';
import { clientNameOf, clientPartner } from './client-partner.ts';
import { readInvoiceLines, totalsOf } from './invoice-content.ts';
import { checkInvoiceSources, linesOf } from './invoice-sources.ts';
import { isServerWrite } from './server-writes.ts';

/** What a person writes on a draft; everything else of an invoice is the server's (decision 079). */
const CONTENT_FIELDS = [
  'client',
  'uso',
  'metodoPago',
  'formaPago',
  'currency',
  'dueDate',
  'lines',
  'notes',
] as const;

/**
 * Invoices on the record API (issue 39, decision 079): a draft is written by people, numbered in
 * the company's series on create, its lines checked and totalled on every write, and the rows it
 * bills claimed in the write's transaction; it changes only while a draft. Sealing, stamping,
 * payments and cancellation are the billing routes' writes (server-writes.ts).
 */
export function registerInvoiceHooks(core: Core, clock: () => Date): void {
  core.hooks.onBeforeCreate(async ({ collection, ctx, input }) => {
    if (collection.name !== 'invoices') return input;
    const values = contentOf(input);
    const company = String(input.company ?? '');
    const partner = await clientPartner(core, ctx, company, values.client);
    const lines = readInvoiceLines(values.lines);
    const caller = authRecordId(ctx.identity);
    const today = todayInBusinessTime(clock());
    return {
      ...values,
      ...(input.id === undefined ? {} : { id: input.id }),
      company,
      state: 'draft',
      code: '',
      folio: 0,
      clientName: clientNameOf(partner),
      uso: values.uso ?? String(partner.usoCfdi ?? ''),
      metodoPago: values.metodoPago ?? 'PUE',
      formaPago: values.formaPago ?? (values.metodoPago === 'PPD' ? '99' : '03'),
      dueDate: values.dueDate ?? `${addTariffDays(today, 30)} 12:00:00.000Z`,
      lines,
      ...amountsOf(lines, 0),
      createdBy: isAdmin(ctx.identity) ? String(input.createdBy ?? '') : caller,
      updatedBy: caller,
    };
  });

  core.hooks.onCreateWritten(async ({ collection, record, restored }) => {
    if (collection.name !== 'invoices') return [];
    const company = String(record.company);
    const companyRow = await core.db.get<{ invoiceSeries: unknown }>(
      'SELECT "invoiceSeries" FROM "companies" WHERE "id" = ?',
      [company],
    );
    // A draft brought back from the recycle bin keeps its folio (never given to another).
    const number =
      restored && record.code
        ? {}
        : await takeFolio(core.db, 'invoices', company, seriesOr(companyRow?.invoiceSeries, 'F'));
    const sources = await sourcesOf(core, record);
    const written = { ...number, ...sources };
    await writeColumns(core, record.id as string, written);
    Object.assign(record, written);
    return [];
  });

  core.hooks.onBeforeUpdate(async ({ collection, ctx, input, current }) => {
    if (collection.name !== 'invoices') return input;
    if (!(await mayUpdate(core, collection, ctx, String(current.id), input))) return input;
    const values = contentOf(input);
    const changed = CONTENT_FIELDS.filter(
      (field) =>
        field in values &&
        JSON.stringify(values[field] ?? '') !== JSON.stringify(current[field] ?? ''),
    );
    if (changed.length === 0) return { updatedBy: authRecordId(ctx.identity) };
    if (current.state !== 'draft')
      throw badRequest(`Only a draft invoice changes; this one is ${String(current.state)}.`);
    const result: Record<string, unknown> = { ...values, updatedBy: authRecordId(ctx.identity) };
    if (changed.includes('client')) {
      const partner = await clientPartner(core, ctx, String(current.company), values.client);
      result.clientName = clientNameOf(partner);
    }
    if ('lines' in values) {
      const lines = readInvoiceLines(values.lines);
      result.lines = lines;
      Object.assign(result, amountsOf(lines, Number(current.paid ?? 0)));
    }
    return result;
  });

  core.hooks.onUpdateWritten(async ({ collection, before, after }) => {
    if (collection.name !== 'invoices' || isServerWrite(after)) return [];
    const moved =
      JSON.stringify(before.lines ?? null) !== JSON.stringify(after.lines ?? null) ||
      before.currency !== after.currency;
    if (!moved) return [];
    const sources = await sourcesOf(core, after);
    await writeColumns(core, String(after.id), sources);
    Object.assign(after, sources);
    return [];
  });
}

/** The content fields a request sends, nothing else. */
function contentOf(input: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of CONTENT_FIELDS) if (field in input) values[field] = input[field];
  return values;
}

function amountsOf(lines: readonly InvoiceLine[], paid: number) {
  const totals = totalsOf(lines);
  return { totals, total: totals.total, paid, balance: Math.max(0, totals.total - paid) };
}

/** The rows the invoice bills checked and claimed, and the shipments it names. */
async function sourcesOf(core: Core, invoice: RecordValues) {
  const { lines, shipments } = await checkInvoiceSources(
    core.db,
    {
      id: String(invoice.id),
      company: String(invoice.company),
      currency: String(invoice.currency),
    },
    linesOf(invoice.lines),
  );
  return { lines, shipments, shipmentIds: shipments.map((shipment) => shipment.id).join(' ') };
}

/** Writes server-kept columns of an invoice inside the write's own transaction. */
async function writeColumns(core: Core, id: string, values: Record<string, unknown>) {
  const columns = Object.keys(values);
  const encoded = columns.map((column) => {
    const value = values[column];
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : value;
  });
  await core.db.run(
    `UPDATE "invoices" SET ${columns.map((c) => `"${c}" = ?`).join(', ')} WHERE "id" = ?`,
    [...encoded, id],
  );
}
