import {
  invoiceExchangeRate,
  invoiceProblems,
  toCents,
  type InvoiceProblem,
  type InvoiceLine,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { validationError, type ErrorData } from '../../tools/errors.ts';
import { ratesNear } from '../quotes/quote-checks.ts';
import { buildInvoiceXml } from './cfdi/invoice-xml.ts';
import { sealCfdi } from './cfdi/seal.ts';
import type { CfdiParty } from './cfdi/comprobante-parts.ts';
import { withoutLegalForm } from './client-partner.ts';
import { companyCsd, type CompanyCsd } from './csd-store.ts';
import { cfdiLineOf } from './invoice-content.ts';
import { linesOf } from './invoice-sources.ts';
import { validateCfdiXml } from './cfdi/sat-tools.ts';
import { mexicoCityTime } from './pac/tfd.ts';

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

export type SealedInvoice = {
  xml: string;
  cadena: string;
  issuedAt: Date;
  exchangeRate: number | null;
  clientFiscal: Record<string, string>;
  certificateNumber: string;
};

/**
 * Builds and seals an invoice's CFDI (issue 39): the client's fiscal data as the partner holds it
 * now, the issuer's from the company, the rate of the day for USD, the company's CSD; refuses
 * with every blocking problem at its field (`client.rfc`, `lines.2.productKey`, `csd`), and
 * checks the sealed XML against the SAT's schemas before it can leave.
 */
export async function sealInvoice(
  core: Core,
  invoice: RecordValues,
  options: { secret: Buffer; now: Date },
): Promise<SealedInvoice> {
  const company = String(invoice.company);
  const companyRow =
    (await core.db.get<Record<string, unknown>>('SELECT * FROM "companies" WHERE "id" = ?', [
      company,
    ])) ?? {};
  const partner =
    (await core.db.get<Record<string, unknown>>(
      'SELECT * FROM "partners" WHERE "id" = ? AND "company" = ?',
      [String(invoice.client), company],
    )) ?? {};
  const issuedAt = options.now;
  const localTime = mexicoCityTime(issuedAt);
  const lines = linesOf(invoice.lines).filter((line) => !line.paidOnBehalf);
  const currency = invoice.currency === 'USD' ? 'USD' : 'MXN';
  const rate = invoiceExchangeRate(
    currency,
    await ratesNear(core.db, company, localTime.slice(0, 10)),
    localTime.slice(0, 10),
  );
  const exchangeRate = rate.ok ? rate.tipoCambio : null;
  const client = {
    rfc: String(partner.rfc ?? '')
      .trim()
      .toUpperCase(),
    name: String(partner.razonSocial ?? '').trim(),
    regimenFiscal: String(partner.regimenFiscal ?? '').trim(),
    postalCode: String(partner.codigoPostal ?? '').trim(),
  };
  const problems: SealProblem[] = invoiceProblems({
    client,
    usoCfdi: String(invoice.uso ?? ''),
    metodoPago: String(invoice.metodoPago ?? ''),
    formaPago: String(invoice.formaPago ?? ''),
    currency,
    exchangeRate,
    lines: lines.map((line) => ({
      ...line,
      importe: toCents(line.quantity * line.unitPrice) / 100,
    })),
    totalCents: toCents(Number(invoice.total ?? 0)),
  }).filter((problem) => problem.severity === 'block');
  const issuer: CfdiParty = {
    rfc: String(companyRow.rfc ?? '')
      .trim()
      .toUpperCase(),
    name: withoutLegalForm(String(companyRow.razon_social || companyRow.name || '')),
    regimen: String(companyRow.regimenFiscal ?? '').trim(),
    postalCode: String(companyRow.codigoPostal ?? '').trim(),
  };
  for (const [field, value] of [
    ['company.rfc', issuer.rfc],
    ['company.razon_social', issuer.name],
    ['company.regimenFiscal', issuer.regimen],
    ['company.codigoPostal', issuer.postalCode],
  ] as const)
    if (value === '') problems.push({ field, code: 'required', severity: 'block' });
  const csd = await companyCsd(core, company, options.secret);
  problems.push(...csdProblems(csd, issuer.rfc, issuedAt));
  if (problems.length > 0) throw sealRefusal(problems);
  const unsigned = buildInvoiceXml({
    series: String(invoice.series ?? ''),
    folio: String(invoice.folio ?? ''),
    date: localTime,
    formaPago: String(invoice.formaPago),
    metodoPago: invoice.metodoPago === 'PPD' ? 'PPD' : 'PUE',
    currency,
    exchangeRate,
    issuer,
    receiver: {
      rfc: client.rfc,
      name: client.name,
      regimen: client.regimenFiscal,
      postalCode: client.postalCode,
      uso: String(invoice.uso),
    },
    certificate: { number: csd!.certificateNumber, base64: csd!.certificateBase64 },
    lines: lines.map(cfdiConcept),
    related: invoice.replaces ? await relatedOf(core, String(invoice.replaces)) : null,
  });
  const sealed = await sealCfdi(unsigned, csd!.privateKey);
  const validation = await validateCfdiXml(sealed.xml);
  if (!validation.valid)
    throw validationError(
      {
        cfdi: {
          code: 'validation_cfdi_schema',
          message: validation.problems.map((p) => p.message).join(' '),
        },
      },
      "The CFDI does not pass the SAT's schemas.",
    );
  return {
    xml: sealed.xml,
    cadena: sealed.cadena,
    issuedAt,
    exchangeRate,
    clientFiscal: {
      rfc: client.rfc,
      name: client.name,
      regimen: client.regimenFiscal,
      postalCode: client.postalCode,
      uso: String(invoice.uso),
    },
    certificateNumber: csd!.certificateNumber,
  };
}

function cfdiConcept(line: InvoiceLine) {
  return {
    ...cfdiLineOf(line),
    productKey: line.productKey,
    unitKey: line.unitKey,
    identification: line.shipmentCode || undefined,
    description: line.description,
  };
}

/** The replaced invoice's UUID, for CfdiRelacionados 04 (sustitución de los CFDI previos). */
async function relatedOf(core: Core, invoiceId: string) {
  const row = await core.db.get<{ uuid: unknown }>('SELECT "uuid" FROM "invoices" WHERE "id" = ?', [
    invoiceId,
  ]);
  const uuid = String(row?.uuid ?? '');
  return uuid ? { type: '04', uuids: [uuid] } : null;
}

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
