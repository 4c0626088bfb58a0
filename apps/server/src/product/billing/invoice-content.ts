import {
  SHIPMENT_COLLECTION_NAMES,
  invoiceTotals,
  toCents,
  fromCents,
  type CfdiLine,
  type InvoiceLine,
  type LineIva,
} from '@rumbo/domain';
import { fieldError, validationError, type ErrorData } from '../../tools/errors.ts';

/** The most lines one invoice holds: the SAT sets none, this keeps a CFDI below a few hundred KB. */
export const MAX_INVOICE_LINES = 300;

const IVA_RATES = [0.16, 0.08, 0];

/**
 * An invoice's `lines` as sent, checked field by field (decision 079): each error names its line
 * and field (`lines.3.unitPrice`), as PocketBase names nested fields. Only the shape is refused
 * here; what stops sealing (a missing key, a price of zero) is a problem of the draft instead,
 * listed to the person before sealing (invoice-problems.ts), so a draft can be saved half done.
 */
export function readInvoiceLines(value: unknown): InvoiceLine[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw validationError({
      lines: fieldError('validation_invalid_lines', 'Lines must be a list.'),
    });
  if (value.length > MAX_INVOICE_LINES)
    throw validationError({
      lines: fieldError(
        'validation_too_many_lines',
        `An invoice holds at most ${MAX_INVOICE_LINES} lines.`,
      ),
    });
  const errors: ErrorData = {};
  const lines = value.map((raw, index) => {
    const problems: ErrorData = {};
    const line = readLine(raw, problems);
    if (Object.keys(problems).length > 0) errors[String(index)] = problems;
    return line;
  });
  if (Object.keys(errors).length > 0) throw validationError({ lines: errors });
  return lines;
}

function readLine(raw: unknown, problems: ErrorData): InvoiceLine {
  const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const text = (field: string, max: number) => {
    const v = item[field] ?? '';
    if (typeof v !== 'string' || v.length > max)
      problems[field] = fieldError('validation_invalid_text', `At most ${max} characters.`);
    return typeof v === 'string' ? v.trim().slice(0, max) : '';
  };
  const number = (field: string, fallback: number) => {
    const v = item[field] ?? fallback;
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1e12)
      problems[field] = fieldError(
        'validation_invalid_number',
        'Must be a number of zero or more.',
      );
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
  };
  const productKey = text('productKey', 8);
  if (productKey !== '' && !/^\d{8}$/.test(productKey))
    problems.productKey = fieldError('validation_product_key', 'A product key has eight digits.');
  const unitKey = text('unitKey', 3).toUpperCase();
  const id = text('id', 40);
  return {
    id,
    source: readSource(item.source, problems),
    shipmentCode: '',
    description: text('description', 1000).replace(/\s+/g, ' '),
    productKey,
    unitKey,
    quantity: number('quantity', 1),
    unitPrice: number('unitPrice', 0),
    discount: number('discount', 0),
    iva: readIva(item.iva, problems),
    ivaWithholdingRate: readWithholding(item.ivaWithholdingRate, problems),
    paidOnBehalf: item.paidOnBehalf === true,
  };
}

function readSource(value: unknown, problems: ErrorData): InvoiceLine['source'] {
  if (value === undefined || value === null || value === '') return null;
  const source = (typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const collection = String(source.collection ?? '');
  const shipment = String(source.shipment ?? '');
  const row = String(source.row ?? '');
  if (
    !(SHIPMENT_COLLECTION_NAMES as readonly string[]).includes(collection) ||
    !/^[a-z0-9]{15}$/.test(shipment) ||
    row === '' ||
    row.length > 100
  ) {
    problems.source = fieldError('validation_invalid_source', 'Not a charge of a shipment.');
    return null;
  }
  return { collection: collection as (typeof SHIPMENT_COLLECTION_NAMES)[number], shipment, row };
}

function readIva(value: unknown, problems: ErrorData): LineIva {
  if (value === null || value === undefined) return null;
  const iva = (typeof value === 'object' ? value : {}) as Record<string, unknown>;
  if (iva.factor === 'Exento') return { factor: 'Exento' };
  if (iva.factor === 'Tasa' && IVA_RATES.includes(Number(iva.rate)))
    return { factor: 'Tasa', rate: Number(iva.rate) };
  problems.iva = fieldError('validation_invalid_iva', 'IVA is 16 %, 8 %, 0 % or exempt.');
  return null;
}

function readWithholding(value: unknown, problems: ErrorData): number | null {
  if (value === null || value === undefined || value === 0) return null;
  if (value === 0.04) return 0.04;
  problems.ivaWithholdingRate = fieldError(
    'validation_invalid_withholding',
    'The IVA withheld from land freight is 4 %.',
  );
  return null;
}

/** A line as the CFDI's amounts see it. */
export function cfdiLineOf(line: InvoiceLine): CfdiLine {
  return {
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    discount: line.discount,
    iva: line.iva,
    ivaWithholdingRate: line.ivaWithholdingRate,
  };
}

/** The invoice's kept totals in currency units: the CFDI's, and what goes with it on the client's behalf. */
export function totalsOf(lines: readonly InvoiceLine[]) {
  const onInvoice = lines.filter((line) => !line.paidOnBehalf);
  const totals = invoiceTotals(onInvoice.map(cfdiLineOf));
  const onBehalfCents = lines
    .filter((line) => line.paidOnBehalf)
    .reduce((sum, line) => sum + toCents(line.quantity * line.unitPrice), 0);
  return {
    subtotal: fromCents(totals.subtotalCents),
    discount: fromCents(totals.discountCents),
    transferred: fromCents(totals.transferredCents),
    withheld: fromCents(totals.withheldCents),
    total: fromCents(totals.totalCents),
    onBehalf: fromCents(onBehalfCents),
    transfers: totals.transfers.map((row) => ({
      factor: row.factor,
      rate: row.rate,
      base: fromCents(row.baseCents),
      importe: row.importeCents === null ? null : fromCents(row.importeCents),
    })),
  };
}
