import { DEMO_IDS, type InvoiceLine } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { makeTestCsd, type TestCsd } from '#product/billing/cfdi/test-csd-maker.ts';
import { move } from './billing-fixtures.ts';

// Helpers of billing-isolation.test.ts and billing-bad-input.test.ts (issue 39): Golfo's seeded
// billing as the operator reads it, typed invoice lines, the CSD upload and the documents routes
// read without the SDK (which reads JSON only).

export type Invoice = RecordModel & {
  company: string;
  client: string;
  code: string;
  state: string;
  uuid: string;
  total: number;
  paid: number;
  balance: number;
  totals: Record<string, unknown>;
  currency: string;
  metodoPago: string;
  stampError: string;
  cancelReason: string;
};

export type Payment = RecordModel & {
  company: string;
  client: string;
  code: string;
  state: string;
  uuid: string;
  amount: number;
  needsComplement: boolean;
  cancelReason: string;
};

export type SeededBilling = {
  invoices: Invoice[];
  payments: Payment[];
  /** The first seeded invoice in each state. */
  invoice: Record<'draft' | 'stamped' | 'partiallyPaid' | 'paid' | 'cancelled', Invoice>;
  /** A payment with a stamped complement, and one only recorded (it paid a PUE invoice). */
  payment: Record<'stamped' | 'recorded', Payment>;
  /** The partners Golfo bills. */
  clients: string[];
};

/** Golfo's seeded invoices and payments, read as the operator, who bypasses every rule. */
export async function seededBilling(ops: PocketBase): Promise<SeededBilling> {
  const filter = `company = "${DEMO_IDS.golfo}"`;
  const [invoices, payments] = await Promise.all([
    ops.collection('invoices').getFullList<Invoice>({ filter, sort: 'code' }),
    ops.collection('payments').getFullList<Payment>({ filter, sort: 'code' }),
  ]);
  // A stamped invoice whose cancellation waits for the client is not a plain stamped one.
  const first = <T extends { state: string; cancelReason?: string }>(
    list: T[],
    state: string,
  ): T => {
    const found = list.find(
      (record) => record.state === state && (state === 'cancelled' || !record.cancelReason),
    );
    if (!found) throw new Error(`The demo has no ${state} record of Golfo.`);
    return found;
  };
  return {
    invoices,
    payments,
    invoice: {
      draft: first(invoices, 'draft'),
      stamped: first(invoices, 'stamped'),
      partiallyPaid: first(invoices, 'partiallyPaid'),
      paid: first(invoices, 'paid'),
      cancelled: first(invoices, 'cancelled'),
    },
    payment: { stamped: first(payments, 'stamped'), recorded: first(payments, 'recorded') },
    clients: [...new Set(invoices.map((invoice) => invoice.client))],
  };
}

let lineCount = 0;

/** A typed line (billing no shipment row): 1 × 1,000.00 MXN of freight services at 16 % IVA. */
export function typedLine(change: Partial<Record<keyof InvoiceLine, unknown>> = {}) {
  lineCount += 1;
  return {
    id: `t${String(lineCount).padStart(14, '0')}`,
    source: null,
    shipmentCode: '',
    description: 'Servicios de logística internacional',
    productKey: '78101700',
    unitKey: 'E48',
    quantity: 1,
    unitPrice: 1000,
    discount: 0,
    iva: { factor: 'Tasa', rate: 0.16 },
    ivaWithholdingRate: null,
    paidOnBehalf: false,
    ...change,
  };
}

/** A Golfo invoice draft of typed lines, PUE paid by transfer. */
export function typedInvoice(client: string, change: Record<string, unknown> = {}) {
  return {
    company: DEMO_IDS.golfo,
    client,
    uso: 'G03',
    metodoPago: 'PUE',
    formaPago: '03',
    currency: 'MXN',
    lines: [typedLine()],
    ...change,
  };
}

export type Document = { status: number; type: string; body: Buffer };

/** GETs a document route as `pb`'s user (or a guest), reading the body as bytes. */
export async function documentOf(url: string, pb: PocketBase, path: string): Promise<Document> {
  const token = pb.authStore.token;
  const answer = await fetch(`${url}${path}`, {
    headers: token ? { Authorization: token } : {},
  });
  return {
    status: answer.status,
    type: answer.headers.get('content-type') ?? '',
    body: Buffer.from(await answer.arrayBuffer()),
  };
}

/** The parts of a CSD upload; a part left out is not sent at all. */
export type CsdParts = { certificate?: Buffer; key?: Buffer; password?: string };

/** POSTs a CSD to the company's route as multipart, as the web app does. */
export function uploadCsd(pb: PocketBase, company: string, parts: CsdParts) {
  const form = new FormData();
  if (parts.certificate)
    form.append('certificate', new Blob([parts.certificate]), 'certificado.cer');
  if (parts.key) form.append('key', new Blob([parts.key]), 'llave.key');
  if (parts.password !== undefined) form.append('password', parts.password);
  return pb.send<RecordModel>(`/api/rumbo/companies/${company}/csd`, {
    method: 'POST',
    body: form,
    requestKey: null,
  });
}

const DAY = 86_400_000;

/** A CSD for Golfo's RFC and name, valid from a year ago for two years unless told otherwise. */
export async function golfoCsd(
  ops: PocketBase,
  change: { rfc?: string; validFrom?: Date; validTo?: Date; password?: string } = {},
): Promise<TestCsd> {
  const golfo = await ops
    .collection('companies')
    .getOne<{ rfc: string; razon_social: string }>(DEMO_IDS.golfo);
  const now = Date.now();
  return makeTestCsd({
    rfc: change.rfc ?? golfo.rfc.toUpperCase(),
    name: golfo.razon_social.toUpperCase(),
    validFrom: change.validFrom ?? new Date(now - 365 * DAY),
    validTo: change.validTo ?? new Date(now + 365 * DAY),
    password: change.password ?? 'clave del csd',
  });
}

/** Golfo's CSD number as the company record shows it. */
export async function golfoCsdNumber(ops: PocketBase): Promise<string> {
  return (await ops.collection('companies').getOne<{ csdNumber: string }>(DEMO_IDS.golfo))
    .csdNumber;
}

/** Stamps an invoice through its route. */
export const stamp = (pb: PocketBase, id: string) =>
  move<Invoice>(pb, `/api/rumbo/invoices/${id}/stamp`);
