import { validateRfc } from '../validators/validate-rfc.ts';
import { importeWithinLimits } from './cfdi-limits.ts';
import { FORMA_PAGO_POR_DEFINIR, FORMAS_PAGO, METODOS_PAGO, satEntry } from './sat-catalogs.ts';
import { CLAVES_UNIDAD, isProductKeyShape, MONEDAS } from './sat-concept-catalogs.ts';
import { regimenAllowedFor } from './sat-regimenes.ts';
import { usoAllowedFor } from './sat-usos-cfdi.ts';

/**
 * What stops an invoice from being sealed (issue 39), each a code at its field; the screens and
 * the server word them (no messages here). A `warning` lets the invoice be sealed.
 */
export const INVOICE_PROBLEM_CODES = [
  'required', // a fiscal datum of the client, or of the head, is missing
  'rfcFormat', // not a well-formed RFC
  'rfcCheckDigit', // the RFC fails its check digit (a warning: the SAT has issued such RFCs)
  'postalCodeFormat', // not five digits
  'unknownCode', // not a code of its SAT catalogue
  'regimenNotForPerson', // the régimen is not for the RFC's kind of person
  'usoNotForRegimen', // the uso del CFDI is not allowed for the client's régimen and person
  'ppdNeedsFormaPago99', // PPD: the payment form is only known when paid
  'pueForbidsFormaPago99', // PUE: the invoice is paid, so its payment form is known
  'exchangeRateMissing', // a USD invoice without the day's rate
  'notPositive', // a quantity, price or total that is zero or negative
  'outsideLimits', // an Importe outside the SAT's tolerance for Cantidad × ValorUnitario
  'noLines', // nothing to invoice
] as const;
export type InvoiceProblemCode = (typeof INVOICE_PROBLEM_CODES)[number];

export type InvoiceProblem = {
  field: string;
  code: InvoiceProblemCode;
  severity: 'block' | 'warning';
};

export type InvoiceClientFiscalData = {
  rfc: string;
  /** Razón social exactly as the SAT registered it. */
  name: string;
  regimenFiscal: string;
  postalCode: string;
};

export type InvoiceLineDraft = {
  productKey: string;
  unitKey: string;
  quantity: number;
  unitPrice: number;
  /** The concept's Importe as it will be written (to check against the SAT's limits). */
  importe?: number;
};

export type InvoiceDraft = {
  client: InvoiceClientFiscalData;
  usoCfdi: string;
  metodoPago: string;
  formaPago: string;
  currency: string;
  /** Pesos per dollar on a USD invoice; null when the table has none for the day. */
  exchangeRate: number | null;
  lines: readonly InvoiceLineDraft[];
  totalCents: number;
};

/** Every problem of an invoice draft, the client's first, then the head's, then each line's. */
export function invoiceProblems(draft: InvoiceDraft): InvoiceProblem[] {
  return [...clientProblems(draft), ...headProblems(draft), ...lineProblems(draft)];
}

const block = (field: string, code: InvoiceProblemCode): InvoiceProblem => ({
  field,
  code,
  severity: 'block',
});

function clientProblems({ client, usoCfdi }: InvoiceDraft): InvoiceProblem[] {
  const problems: InvoiceProblem[] = [];
  const rfc = validateRfc(client.rfc);
  if (!rfc.ok) {
    problems.push(block('client.rfc', client.rfc.trim() === '' ? 'required' : 'rfcFormat'));
  } else if (rfc.warnings.some((warning) => warning.code === 'rfc_check_digit_mismatch')) {
    problems.push({ field: 'client.rfc', code: 'rfcCheckDigit', severity: 'warning' });
  }
  if (client.name.trim() === '') problems.push(block('client.name', 'required'));
  const moral = rfc.ok ? rfc.value.kind === 'moral' : null;
  if (client.regimenFiscal.trim() === '') {
    problems.push(block('client.regimenFiscal', 'required'));
  } else if (moral !== null && !regimenAllowedFor(client.regimenFiscal, moral)) {
    problems.push(block('client.regimenFiscal', regimenCode(client.regimenFiscal)));
  }
  if (client.postalCode.trim() === '') problems.push(block('client.postalCode', 'required'));
  else if (!/^\d{5}$/.test(client.postalCode.trim()))
    problems.push(block('client.postalCode', 'postalCodeFormat'));
  if (usoCfdi.trim() === '') problems.push(block('usoCfdi', 'required'));
  else if (
    moral !== null &&
    client.regimenFiscal.trim() !== '' &&
    !usoAllowedFor(usoCfdi, client.regimenFiscal, moral)
  )
    problems.push(block('usoCfdi', 'usoNotForRegimen'));
  return problems;
}

function regimenCode(regimen: string): InvoiceProblemCode {
  return regimenAllowedFor(regimen, true) || regimenAllowedFor(regimen, false)
    ? 'regimenNotForPerson'
    : 'unknownCode';
}

function headProblems(draft: InvoiceDraft): InvoiceProblem[] {
  const problems: InvoiceProblem[] = [];
  const { metodoPago, formaPago, currency } = draft;
  if (metodoPago === '') problems.push(block('metodoPago', 'required'));
  else if (!satEntry(METODOS_PAGO, metodoPago)) problems.push(block('metodoPago', 'unknownCode'));
  if (formaPago === '') problems.push(block('formaPago', 'required'));
  else if (!satEntry(FORMAS_PAGO, formaPago)) problems.push(block('formaPago', 'unknownCode'));
  else if (metodoPago === 'PPD' && formaPago !== FORMA_PAGO_POR_DEFINIR)
    problems.push(block('formaPago', 'ppdNeedsFormaPago99'));
  else if (metodoPago === 'PUE' && formaPago === FORMA_PAGO_POR_DEFINIR)
    problems.push(block('formaPago', 'pueForbidsFormaPago99'));
  if (currency === '') problems.push(block('currency', 'required'));
  else if (!satEntry(MONEDAS, currency)) problems.push(block('currency', 'unknownCode'));
  else if (currency === 'USD' && !(draft.exchangeRate && draft.exchangeRate > 0))
    problems.push(block('exchangeRate', 'exchangeRateMissing'));
  if (draft.lines.length === 0) problems.push(block('lines', 'noLines'));
  else if (!(draft.totalCents > 0)) problems.push(block('total', 'notPositive'));
  return problems;
}

function lineProblems(draft: InvoiceDraft): InvoiceProblem[] {
  return draft.lines.flatMap((line, index) => {
    const at = (field: string) => `lines.${index}.${field}`;
    const problems: InvoiceProblem[] = [];
    if (line.productKey.trim() === '') problems.push(block(at('productKey'), 'required'));
    else if (!isProductKeyShape(line.productKey))
      problems.push(block(at('productKey'), 'unknownCode'));
    if (line.unitKey.trim() === '') problems.push(block(at('unitKey'), 'required'));
    else if (!satEntry(CLAVES_UNIDAD, line.unitKey))
      problems.push(block(at('unitKey'), 'unknownCode'));
    if (!(line.quantity > 0)) problems.push(block(at('quantity'), 'notPositive'));
    if (!(line.unitPrice > 0)) problems.push(block(at('unitPrice'), 'notPositive'));
    const { importe } = line;
    if (
      importe !== undefined &&
      line.quantity > 0 &&
      line.unitPrice > 0 &&
      !importeWithinLimits(line.quantity, line.unitPrice, importe)
    )
      problems.push(block(at('importe'), 'outsideLimits'));
    return problems;
  });
}
