import { acceptsPayments, paymentState, toCents, type InvoiceState } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { fieldError, validationError, type ErrorData } from '../../tools/errors.ts';
import { collectionNamed, writeServerFields, type Changes } from './server-writes.ts';

/** What of a payment pays which invoice, in the payment's currency. */
export type PaymentApplication = { invoice: string; amount: number };

const MAX_APPLICATIONS = 100;
const RECORD_ID = /^[a-z0-9]{15}$/;

/**
 * A payment's applications as sent, checked for shape: at least one, each a known-looking invoice
 * id once, an amount above zero in cents, and together the payment's amount. Refusals are at
 * their field (`applications.2.amount`), as PocketBase nests them.
 */
export function readApplications(value: unknown, amount: unknown): PaymentApplication[] {
  const list: unknown = typeof value === 'string' ? safeParse(value) : value;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_APPLICATIONS)
    throw validationError({
      applications: fieldError(
        'validation_required',
        `Apply the payment to between 1 and ${MAX_APPLICATIONS} invoices.`,
      ),
    });
  const errors: ErrorData = {};
  const seen = new Set<string>();
  const applications = list.map((item: unknown, index) => {
    const entry = (typeof item === 'object' && item !== null ? item : {}) as Record<
      string,
      unknown
    >;
    const invoice = typeof entry.invoice === 'string' ? entry.invoice : '';
    const paid = Number(entry.amount);
    const fail = (field: string, code: string, message: string) => {
      errors[String(index)] = {
        ...(errors[String(index)] as ErrorData),
        [field]: fieldError(code, message),
      };
    };
    if (!RECORD_ID.test(invoice))
      fail('invoice', 'validation_required', 'Choose the invoice paid.');
    else if (seen.has(invoice))
      fail('invoice', 'validation_duplicate', 'That invoice is already in this payment.');
    seen.add(invoice);
    if (!Number.isFinite(paid) || toCents(paid) <= 0 || Math.abs(toCents(paid) - paid * 100) > 1e-6)
      fail('amount', 'validation_invalid_number', 'An amount above zero, in cents at most.');
    return { invoice, amount: toCents(Number.isFinite(paid) ? paid : 0) / 100 };
  });
  if (Object.keys(errors).length > 0) throw validationError({ applications: errors });
  const sum = applications.reduce((cents, entry) => cents + toCents(entry.amount), 0);
  if (sum !== toCents(Number(amount)))
    throw validationError({
      amount: fieldError(
        'validation_payment_sum',
        `The amount must be what is applied to the invoices (${(sum / 100).toFixed(2)}).`,
      ),
    });
  return applications;
}

/**
 * Applies a payment to its invoices inside the payment's own transaction (decision 079): each
 * invoice is read there, must be a stamped invoice of the payment's company, client and currency
 * that accepts payments, and owe at least what is applied; its paid amount, balance and state
 * move in the same transaction. Writes are serial on both engines, so two payments at once can
 * never both take the last peso of one balance. Answers whether any invoice is PPD (a payment
 * complement is then due).
 */
export async function applyPayment(
  core: Core,
  ctx: RequestContext | undefined,
  payment: RecordValues,
  applications: readonly PaymentApplication[],
  changes: Changes,
): Promise<{ needsComplement: boolean }> {
  const invoices = collectionNamed(core, 'invoices');
  const errors: ErrorData = {};
  let needsComplement = false;
  for (const [index, application] of applications.entries()) {
    const invoice = await core.reader.findById(invoices, application.invoice);
    const problem = refusalOf(invoice, payment, application);
    if (problem) {
      errors[String(index)] = { [problem.field]: fieldError(problem.code, problem.message) };
      continue;
    }
    if (invoice!.metodoPago === 'PPD') needsComplement = true;
  }
  if (Object.keys(errors).length > 0) throw validationError({ applications: errors });
  for (const application of applications)
    await moveBalance(core, ctx, application.invoice, toCents(application.amount), changes);
  return { needsComplement };
}

/** Gives a payment's amounts back to its invoices (a deleted or cancelled payment). */
export async function unapplyPayment(
  core: Core,
  ctx: RequestContext | undefined,
  applications: readonly PaymentApplication[],
  changes: Changes,
): Promise<void> {
  for (const application of applications)
    await moveBalance(core, ctx, application.invoice, -toCents(application.amount), changes);
}

async function moveBalance(
  core: Core,
  ctx: RequestContext | undefined,
  id: string,
  cents: number,
  changes: Changes,
) {
  const invoices = collectionNamed(core, 'invoices');
  await writeServerFields(core, invoices, id, ctx, changes, (current) => {
    if (current.state === 'cancelled') return null;
    const totalCents = toCents(Number(current.total ?? 0));
    const paidCents = Math.max(0, toCents(Number(current.paid ?? 0)) + cents);
    const paid = paidCents / 100;
    return {
      paid,
      balance: Math.max(0, totalCents - paidCents) / 100,
      state: paymentState(totalCents / 100, paid),
    };
  });
}

function refusalOf(
  invoice: RecordValues | null,
  payment: RecordValues,
  application: PaymentApplication,
): { field: string; code: string; message: string } | null {
  if (!invoice || invoice.company !== payment.company)
    return {
      field: 'invoice',
      code: 'validation_missing_rel_records',
      message: 'That invoice was not found.',
    };
  if (invoice.client !== payment.client)
    return {
      field: 'invoice',
      code: 'validation_other_client',
      message: `Invoice ${String(invoice.code)} is another client's.`,
    };
  if (!acceptsPayments(String(invoice.state) as InvoiceState))
    return {
      field: 'invoice',
      code: 'validation_not_payable',
      message: `Invoice ${String(invoice.code)} is ${String(invoice.state)}: only a stamped invoice with a balance is paid.`,
    };
  if (String(invoice.cancelReason ?? '') !== '')
    return {
      field: 'invoice',
      code: 'validation_cancellation_pending',
      message: `Invoice ${String(invoice.code)} has a cancellation waiting for the client's acceptance: it takes no payment.`,
    };
  if (invoice.currency !== payment.currency)
    return {
      field: 'invoice',
      code: 'validation_currency',
      message: `Invoice ${String(invoice.code)} is in ${String(invoice.currency)}; record its payment in that currency.`,
    };
  const balance = toCents(Number(invoice.total ?? 0)) - toCents(Number(invoice.paid ?? 0));
  if (toCents(application.amount) > balance)
    return {
      field: 'amount',
      code: 'validation_over_balance',
      message: `Invoice ${String(invoice.code)} owes ${(balance / 100).toFixed(2)}.`,
    };
  return null;
}

/** A payment's stored applications (JSON text on SQLite, parsed on PostgreSQL). */
export function applicationsOf(value: unknown): PaymentApplication[] {
  const parsed: unknown = typeof value === 'string' ? safeParse(value) : value;
  return Array.isArray(parsed) ? (parsed as PaymentApplication[]) : [];
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
