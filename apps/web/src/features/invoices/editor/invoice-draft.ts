import {
  DEFAULT_UNIT_KEY,
  FORMA_PAGO_POR_DEFINIR,
  addTariffDays,
  type InvoiceLine,
  type LineIva,
} from '@rumbo/domain';
import { newRecordId } from '#data/common/record-id.ts';
import type { InvoiceWrite } from '#data/invoices/invoice-save.ts';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';

/** A line as the person types it: amounts blank (null) while being typed. */
export type LineDraft = Omit<InvoiceLine, 'quantity' | 'unitPrice' | 'discount'> & {
  quantity: number | null;
  unitPrice: number | null;
  discount: number | null;
};

export type InvoiceCurrencyCode = 'MXN' | 'USD';
export type MetodoPagoCode = 'PUE' | 'PPD';

/** The invoice as the editor holds it. */
export type InvoiceDraft = {
  client: string;
  uso: string;
  metodoPago: MetodoPagoCode;
  formaPago: string;
  currency: InvoiceCurrencyCode;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  notes: string;
  lines: LineDraft[];
};

/** Days a client has to pay when nothing else is agreed. */
export const DEFAULT_PAYMENT_DAYS = 30;

/** The payment form a PUE invoice starts with: electronic funds transfer, as most are paid. */
const DEFAULT_FORMA_PAGO = '03';

/** A new invoice dated `today` (`YYYY-MM-DD`), due in 30 days, paid by transfer at once. */
export function newInvoiceDraft(today: string): InvoiceDraft {
  return {
    client: '',
    uso: '',
    metodoPago: 'PUE',
    formaPago: DEFAULT_FORMA_PAGO,
    currency: 'MXN',
    dueDate: addTariffDays(today, DEFAULT_PAYMENT_DAYS),
    notes: '',
    lines: [],
  };
}

/** A line typed by hand: one service unit, 16 % IVA. */
export function emptyLine(): LineDraft {
  return {
    id: newRecordId(),
    source: null,
    shipmentCode: '',
    description: '',
    productKey: '',
    unitKey: DEFAULT_UNIT_KEY,
    quantity: 1,
    unitPrice: null,
    discount: null,
    iva: { factor: 'Tasa', rate: 0.16 },
    ivaWithholdingRate: null,
    paidOnBehalf: false,
  };
}

/** The editor's draft of a stored invoice. */
export function draftOfRecord(record: InvoiceRecord): InvoiceDraft {
  return {
    client: record.client,
    uso: record.uso ?? '',
    metodoPago: record.metodoPago === 'PPD' ? 'PPD' : 'PUE',
    formaPago: record.formaPago ?? '',
    currency: record.currency === 'USD' ? 'USD' : 'MXN',
    dueDate: (record.dueDate ?? '').slice(0, 10),
    notes: record.notes ?? '',
    lines: (record.lines ?? []).map((line) => ({ ...line })),
  };
}

/** A typed line as the invoice keeps it (a blank amount is 0; the problems say so). */
export function lineOf(line: LineDraft): InvoiceLine {
  return {
    ...line,
    quantity: line.quantity ?? 0,
    unitPrice: line.unitPrice ?? 0,
    discount: line.discount ?? 0,
  };
}

/** What a save sends; the due day at noon UTC, as the server keeps a calendar day. */
export function invoiceWriteOf(draft: InvoiceDraft): InvoiceWrite {
  return {
    client: draft.client,
    uso: draft.uso,
    metodoPago: draft.metodoPago,
    formaPago: draft.metodoPago === 'PPD' ? FORMA_PAGO_POR_DEFINIR : draft.formaPago,
    currency: draft.currency,
    dueDate: draft.dueDate ? `${draft.dueDate} 12:00:00.000Z` : '',
    notes: draft.notes.trim(),
    lines: draft.lines.map(lineOf),
  };
}

/** The IVA choices of a line: 16 %, 0 %, exempt, or not subject to tax. */
export const IVA_CHOICES = ['16', '0', 'exempt', 'none'] as const;
export type IvaChoice = (typeof IVA_CHOICES)[number];

export function ivaChoiceOf(iva: LineIva): IvaChoice {
  if (!iva) return 'none';
  if (iva.factor === 'Exento') return 'exempt';
  return iva.rate > 0 ? '16' : '0';
}

export function ivaOfChoice(choice: IvaChoice): LineIva {
  if (choice === 'none') return null;
  if (choice === 'exempt') return { factor: 'Exento' };
  return { factor: 'Tasa', rate: choice === '16' ? 0.16 : 0 };
}
