import type { InvoiceLine, InvoiceState } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { withoutLegalForm } from './client-partner.ts';
import type { InvoicePdfInput, InvoicePdfParty } from './invoice-pdf/invoice-pdf.ts';
import { stampOfXml } from './invoice-pdf/invoice-pdf.ts';
import { collectionNamed } from './server-writes.ts';

/** The attributes of the first element named `tag` of a CFDI (its parties are flat elements). */
function attributesOf(xml: string, tag: string): Record<string, string> {
  const element = new RegExp(`<${tag}\\s([^>]*?)/?>`).exec(xml)?.[1] ?? '';
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return Object.fromEntries(
    [...element.matchAll(/([\w:]+)="([^"]*)"/g)].map((m) => [m[1], unescape(m[2]!)]),
  );
}

/**
 * What an invoice's PDF is written from (issue 39): the invoice as the caller may view it (another
 * company's is a 404), its parties as its CFDI names them once sealed (before, as the company and
 * the client stand now), and its stamp read from the stamped XML.
 */
export async function invoicePdfSource(
  core: Core,
  ctx: RequestContext,
  id: string,
  language: 'es' | 'en',
): Promise<{ code: string; input: InvoicePdfInput }> {
  const invoice = await core.reader.view(collectionNamed(core, 'invoices'), id, ctx);
  const kept = await core.db.get<{ xml: string; cadena: string; stage: string }>(
    'SELECT "xml", "cadena", "stage" FROM "cfdi_documents" WHERE "owner" = ? AND "record" = ? AND "company" = ?',
    ['invoices', id, String(invoice.company)],
  );
  const company =
    (await core.db.get<Record<string, unknown>>('SELECT * FROM "companies" WHERE "id" = ?', [
      String(invoice.company),
    ])) ?? {};
  const partner =
    (await core.db.get<Record<string, unknown>>('SELECT * FROM "partners" WHERE "id" = ?', [
      String(invoice.client),
    ])) ?? {};
  const xml = kept?.xml ?? '';
  const emisor = attributesOf(xml, 'cfdi:Emisor');
  const receptor = attributesOf(xml, 'cfdi:Receptor');
  const issuer: InvoicePdfParty = xml
    ? {
        rfc: emisor.Rfc ?? '',
        name: emisor.Nombre ?? '',
        regimen: emisor.RegimenFiscal ?? '',
        postalCode: attributesOf(xml, 'cfdi:Comprobante').LugarExpedicion ?? '',
      }
    : {
        rfc: String(company.rfc ?? '').toUpperCase(),
        name: withoutLegalForm(String(company.razon_social || company.name || '')),
        regimen: String(company.regimenFiscal ?? ''),
        postalCode: String(company.codigoPostal ?? ''),
      };
  const receiver = xml
    ? {
        rfc: receptor.Rfc ?? '',
        name: receptor.Nombre ?? '',
        regimen: receptor.RegimenFiscalReceptor ?? '',
        postalCode: receptor.DomicilioFiscalReceptor ?? '',
        uso: receptor.UsoCFDI ?? '',
      }
    : {
        rfc: String(partner.rfc ?? '').toUpperCase(),
        name: String(partner.razonSocial || invoice.clientName || ''),
        regimen: String(partner.regimenFiscal ?? ''),
        postalCode: String(partner.codigoPostal ?? ''),
        uso: String(invoice.uso ?? ''),
      };
  const stamp = kept && kept.stage !== 'sealed' ? await stampOfXml(kept.xml) : null;
  const totals = (invoice.totals ?? {}) as InvoicePdfInput['invoice']['totals'];
  return {
    code: String(invoice.code || invoice.id),
    input: {
      language,
      issuer,
      receiver,
      stamp,
      cadena: kept?.cadena || undefined,
      invoice: {
        code: String(invoice.code ?? ''),
        series: String(invoice.series ?? ''),
        folio: Number(invoice.folio ?? 0),
        state: String(invoice.state) as InvoiceState,
        currency: invoice.currency === 'USD' ? 'USD' : 'MXN',
        exchangeRate: invoice.currency === 'USD' ? Number(invoice.exchangeRate) || null : null,
        metodoPago: String(invoice.metodoPago ?? ''),
        formaPago: String(invoice.formaPago ?? ''),
        issuedAt: xml
          ? (attributesOf(xml, 'cfdi:Comprobante').Fecha ?? '')
          : String(invoice.issuedAt || invoice.created || ''),
        dueDate: String(invoice.dueDate ?? '').slice(0, 10),
        notes: String(invoice.notes ?? ''),
        cancelReason: String(invoice.cancelReason ?? ''),
        cancelledAt: String(invoice.cancelledAt ?? ''),
        lines: (Array.isArray(invoice.lines) ? invoice.lines : []) as InvoiceLine[],
        totals,
      },
    },
  };
}
