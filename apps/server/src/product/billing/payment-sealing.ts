import { toCents } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { buildPaymentXml, type PaymentCfdiDocument } from './cfdi/payment-xml.ts';
import { paidInvoiceTaxesOf } from './cfdi/payment-taxes.ts';
import type { CfdiParty } from './cfdi/comprobante-parts.ts';
import { sealRefusal } from './seal-refusal.ts';
import { issuerAndCsd, missing, sealChecked } from './sealing-steps.ts';
import { cfdiLineOf } from './invoice-content.ts';
import { linesOf } from './invoice-sources.ts';
import { applicationsOf } from './payment-applications.ts';
import { mexicoCityTime } from './pac/tfd.ts';

/**
 * Builds and seals a payment's complement (CFDI type P, Pagos 2.0): each invoice it pays with its
 * UUID, installment number and balances counted from the live payments recorded before this one,
 * and the taxes of the part paid; validated against the SAT's schemas before it can leave.
 */
export async function sealPayment(
  core: Core,
  payment: RecordValues,
  options: { secret: Buffer; now: Date },
): Promise<{ xml: string; cadena: string; certificateNumber: string }> {
  const company = String(payment.company);
  const partner =
    (await core.db.get<Record<string, unknown>>(
      'SELECT * FROM "partners" WHERE "id" = ? AND "company" = ?',
      [String(payment.client), company],
    )) ?? {};
  const receiver: CfdiParty = {
    rfc: String(partner.rfc ?? '')
      .trim()
      .toUpperCase(),
    name: String(partner.razonSocial ?? '').trim(),
    regimen: String(partner.regimenFiscal ?? '').trim(),
    postalCode: String(partner.codigoPostal ?? '').trim(),
  };
  const { issuer, csd, problems } = await issuerAndCsd(core, company, options);
  problems.push(
    ...missing({
      'client.rfc': receiver.rfc,
      'client.name': receiver.name,
      'client.regimenFiscal': receiver.regimen,
      'client.postalCode': receiver.postalCode,
    }),
  );
  if (problems.length > 0) throw sealRefusal(problems);
  const documents: PaymentCfdiDocument[] = [];
  for (const application of applicationsOf(payment.applications)) {
    const invoice = await core.db.get<Record<string, unknown>>(
      'SELECT * FROM "invoices" WHERE "id" = ? AND "company" = ?',
      [application.invoice, company],
    );
    if (!invoice) continue;
    const earlier = await earlierPayments(core, payment, application.invoice);
    const previousCents = toCents(Number(invoice.total)) - earlier.paidCents;
    const lines = linesOf(invoice.lines).filter((line) => !line.paidOnBehalf);
    documents.push({
      uuid: String(invoice.uuid),
      series: String(invoice.series ?? '') || undefined,
      folio: String(invoice.folio ?? '') || undefined,
      currency: invoice.currency === 'USD' ? 'USD' : 'MXN',
      equivalence: 1,
      installment: earlier.count + 1,
      previousBalance: previousCents / 100,
      paid: application.amount,
      taxes: lines.some((line) => line.iva) ? paidInvoiceTaxesOf(lines.map(cfdiLineOf)) : null,
    });
  }
  const currency = payment.currency === 'USD' ? 'USD' : 'MXN';
  const unsigned = buildPaymentXml({
    series: String(payment.series ?? ''),
    folio: String(payment.folio ?? ''),
    date: mexicoCityTime(options.now),
    issuer,
    receiver,
    certificate: { number: csd!.certificateNumber, base64: csd!.certificateBase64 },
    payments: [
      {
        date: `${String(payment.date).slice(0, 10)}T12:00:00`,
        formaPago: String(payment.formaPago),
        currency,
        exchangeRate: currency === 'USD' ? Number(payment.exchangeRate) : null,
        amount: Number(payment.amount),
        operation: String(payment.reference ?? '') || undefined,
        documents,
      },
    ],
  });
  const sealed = await sealChecked(unsigned, csd!.privateKey);
  return { xml: sealed.xml, cadena: sealed.cadena, certificateNumber: csd!.certificateNumber };
}

/** The live payments of an invoice recorded before this one: how many, and how much they paid. */
async function earlierPayments(core: Core, payment: RecordValues, invoiceId: string) {
  const rows = await core.db.all<{ id: unknown; created: unknown; applications: unknown }>(
    `SELECT "id", "created", "applications" FROM "payments" WHERE "company" = ? AND "state" <> 'cancelled' AND "invoiceIds" LIKE ? AND "id" <> ?`,
    [String(payment.company), `%${invoiceId}%`, String(payment.id)],
  );
  let count = 0;
  let paidCents = 0;
  for (const row of rows) {
    const before =
      String(row.created) < String(payment.created) ||
      (row.created === payment.created && String(row.id) < String(payment.id));
    if (!before) continue;
    count += 1;
    for (const application of applicationsOf(row.applications))
      if (application.invoice === invoiceId) paidCents += toCents(application.amount);
  }
  return { count, paidCents };
}
