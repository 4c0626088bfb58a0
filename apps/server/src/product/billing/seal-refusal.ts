import type { InvoiceProblem } from '@rumbo/domain';
import { validationError, type ErrorData } from '../../tools/errors.ts';
import type { CompanyCsd } from './csd-store.ts';

// Why an invoice or a payment complement cannot be sealed yet, as PocketBase's validation error.

/** A problem the server adds to the domain's: the issuer's data and its CSD. */
export type SealProblem = Omit<InvoiceProblem, 'code'> & { code: string };

/** English words for each problem code, for scripts; the web app words them in the person's language. */
const MESSAGES: Record<string, string> = {
  required: 'Missing.',
  rfcFormat: 'Not a well-formed RFC.',
  rfcCheckDigit: 'The RFC fails its check digit.',
  postalCodeFormat: 'A postal code has five digits.',
  unknownCode: 'Not a code of its SAT catalogue.',
  regimenNotForPerson: "This régimen is not for the RFC's kind of person.",
  usoNotForRegimen: "This uso del CFDI is not allowed for the client's régimen.",
  ppdNeedsFormaPago99: 'PPD invoices take forma de pago 99 (por definir).',
  pueForbidsFormaPago99: 'A PUE invoice is paid: give its forma de pago.',
  exchangeRateMissing: 'No exchange rate for the day: add it to the rate table.',
  notPositive: 'Must be more than zero.',
  outsideLimits: "The amount is outside the SAT's limits for quantity × price.",
  noLines: 'Nothing to invoice.',
  csdMissing: 'The company has no CSD: upload it in My company.',
  csdExpired: "The company's CSD is not valid today: upload a current one.",
  csdRfc: "The CSD's RFC is not the company's.",
};

export function csdProblems(csd: CompanyCsd | null, issuerRfc: string, at: Date): SealProblem[] {
  if (!csd) return [{ field: 'csd', code: 'csdMissing', severity: 'block' }];
  const problems: SealProblem[] = [];
  if (
    new Date(csd.validTo.replace(' ', 'T')) < at ||
    new Date(csd.validFrom.replace(' ', 'T')) > at
  )
    problems.push({ field: 'csd', code: 'csdExpired', severity: 'block' });
  if (issuerRfc !== '' && csd.rfc !== issuerRfc)
    problems.push({ field: 'csd', code: 'csdRfc', severity: 'block' });
  return problems;
}

/**
 * The refusal to seal: PocketBase's validation error with each problem at its field, nested as
 * PocketBase nests them (`lines` → `2` → `productKey`), its code the problem's.
 */
export function sealRefusal(problems: readonly SealProblem[]) {
  const data: ErrorData = {};
  for (const problem of problems) {
    const path = problem.field.split('.');
    let node = data;
    path.slice(0, -1).forEach((part) => {
      node[part] = (node[part] as ErrorData | undefined) ?? {};
      node = node[part] as ErrorData;
    });
    node[path[path.length - 1]!] = {
      code: problem.code,
      message: MESSAGES[problem.code] ?? problem.code,
    };
  }
  return validationError(data, 'The invoice cannot be sealed yet.');
}
