import { invoiceExchangeRate, invoiceProblems, toCents, type InvoiceLine } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { ratesNear } from '../quotes/quote-checks.ts';
import { buildInvoiceXml } from './cfdi/invoice-xml.ts';
import { cfdiLineOf } from './invoice-content.ts';
import { linesOf } from './invoice-sources.ts';
import { mexicoCityTime } from './pac/tfd.ts';
import { sealRefusal, type SealProblem } from './seal-refusal.ts';
import { issuerAndCsd, sealChecked } from './sealing-steps.ts';

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
  const signer = await issuerAndCsd(core, company, { secret: options.secret, now: issuedAt });
  problems.push(...signer.problems);
  const { issuer, csd } = signer;
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
  const sealed = await sealChecked(unsigned, csd!.privateKey);
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
