import { CLAVES_UNIDAD, conceptAmounts, satText } from '@rumbo/domain';
import { itemsTable, section } from '../../documents/layout/document-layout.ts';
import type { Content } from '../../documents/layout/pdf-types.ts';
import type { InvoicePdfInput, InvoicePdfLine } from './invoice-pdf-input.ts';
import type { InvoicePdfFormat } from './invoice-pdf-format.ts';
import { qrNode, QR_SIDE } from './invoice-qr.ts';
import { satVerificationUrl } from './sat-verification-url.ts';
import { COLORS } from './invoice-style.ts';

// The body of the invoice: its concepts, its totals, what goes with it paid on the client's
// behalf, the notes, and the stamp (QR code, seals and cadenas) in small print.

export function invoiceBody(input: InvoicePdfInput, f: InvoicePdfFormat): Content[] {
  const concepts = input.invoice.lines.filter((line) => !line.paidOnBehalf);
  const onBehalf = input.invoice.lines.filter((line) => line.paidOnBehalf);
  const notes = input.invoice.notes.trim();
  return [
    section(f.t.concepts),
    conceptsTable(concepts, f),
    totalsTable(input, f),
    ...(onBehalf.length > 0 ? onBehalfSection(input, onBehalf, f) : []),
    ...(notes ? [section(f.t.notes), { text: notes }] : []),
    ...stampSection(input, f),
  ];
}

function describe(line: InvoicePdfLine, f: InvoicePdfFormat): string {
  const shipment = line.shipmentCode?.trim();
  return shipment ? `${line.description}\n${f.t.shipment}: ${shipment}` : line.description;
}

/** The CFDI's Conceptos: ClaveProdServ, Cantidad, ClaveUnidad, Descripción, amounts and IVA. */
function conceptsTable(lines: readonly InvoicePdfLine[], f: InvoicePdfFormat): Content {
  const { t } = f;
  const discounts = lines.some((line) => (line.discount ?? 0) > 0);
  const rows = lines.map((line) => {
    const { importeCents, discountCents } = conceptAmounts(line);
    const unitName = satText(CLAVES_UNIDAD, line.unitKey, f.language);
    return [
      line.productKey,
      f.decimal(line.quantity),
      unitName === line.unitKey ? line.unitKey : `${line.unitKey}\n${unitName}`,
      describe(line, f),
      f.decimal(line.unitPrice, 2),
      ...(discounts ? [discountCents ? f.amount(discountCents / 100) : ''] : []),
      f.amount(importeCents / 100),
      f.iva(line.iva, line.ivaWithholdingRate),
    ];
  });
  return itemsTable({
    headers: [
      t.productKey,
      t.quantity,
      t.unit,
      t.description,
      t.unitPrice,
      ...(discounts ? [t.discount] : []),
      t.amount,
      t.iva,
    ],
    widths: [46, 40, 52, '*', 56, ...(discounts ? [46] : []), 60, 50],
    numeric: discounts ? [1, 4, 5, 6] : [1, 4, 5],
    rows,
  });
}

function amountRows(rows: [string, string, boolean?][], width = 240): Content {
  return {
    margin: [0, 0, 0, 6],
    columns: [
      { text: '', width: '*' },
      {
        width,
        table: {
          widths: ['*', 100],
          body: rows.map(([label, amount, strong]) => [
            { text: label, bold: strong ?? false },
            { text: amount, alignment: 'right', bold: strong ?? false },
          ]),
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** SubTotal, Descuento, IVA trasladado and retenido, Total: the CFDI's own totals. */
function totalsTable(input: InvoicePdfInput, f: InvoicePdfFormat): Content {
  const { totals } = input.invoice;
  const { t } = f;
  const rows: [string, string, boolean?][] = [[t.subtotal, f.money(totals.subtotal)]];
  if (totals.discount > 0) rows.push([t.discount, `− ${f.money(totals.discount)}`]);
  rows.push([t.ivaTransferred, f.money(totals.transferred)]);
  if (totals.withheld > 0) rows.push([t.ivaWithheld, `− ${f.money(totals.withheld)}`]);
  rows.push([t.total, f.money(totals.total), true]);
  return amountRows(rows);
}

/** The expenses paid on the client's behalf: listed apart, outside the CFDI's totals. */
function onBehalfSection(
  input: InvoicePdfInput,
  lines: readonly InvoicePdfLine[],
  f: InvoicePdfFormat,
): Content[] {
  const { t } = f;
  const { totals } = input.invoice;
  return [
    section(t.onBehalf),
    { text: t.onBehalfNote, fontSize: 7.5, color: COLORS.muted, margin: [0, 0, 0, 4] },
    itemsTable({
      headers: [t.description, t.shipment, t.amount],
      widths: ['*', 110, 80],
      numeric: [2],
      rows: lines.map((line) => [
        line.description,
        line.shipmentCode?.trim() || t.notShown,
        f.amount(conceptAmounts({ ...line, discount: 0 }).importeCents / 100),
      ]),
    }),
    amountRows(
      [
        [t.onBehalfTotal, f.money(totals.onBehalf)],
        [t.amountDue, f.money(totals.total + totals.onBehalf), true],
      ],
      280,
    ),
  ];
}

/**
 * A seal or a cadena in small print. Base64 has no place to break a line, so a seal's lines may
 * end at any character (`breakAnywhere`); the Comprobante's cadena breaks after its '|'.
 */
function fine(label: string, value: string, breakAnywhere = true): Content {
  return {
    margin: [0, 0, 0, 4],
    stack: [
      { text: label, bold: true, fontSize: 6.5 },
      { text: value, style: 'fine', ...(breakAnywhere ? { wordBreak: 'break-all' } : {}) },
    ],
  };
}

/** The stamp: the QR code beside the seals and the TFD's cadena, kept together on one page. */
function stampSection(input: InvoicePdfInput, f: InvoicePdfFormat): Content[] {
  const { stamp, issuer, receiver, invoice, cadena } = input;
  const { t } = f;
  const comprobante = cadena?.trim() ? [fine(t.cadena, cadena.trim(), false)] : [];
  // Not stamped: no stamp to show, only what was sealed.
  if (!stamp) return comprobante;
  const url = satVerificationUrl({
    uuid: stamp.uuid,
    issuerRfc: issuer.rfc,
    receiverRfc: receiver.rfc,
    total: invoice.totals.total,
    seal: stamp.seal,
  });
  return [
    {
      unbreakable: true,
      stack: [
        section(t.seals),
        {
          columns: [
            { width: QR_SIDE + 12, stack: [qrNode(url)] },
            {
              width: '*',
              stack: [
                fine(t.seal, stamp.seal),
                fine(t.satSeal, stamp.satSeal),
                fine(t.cadenaTfd, stamp.cadenaTfd),
              ],
            },
          ],
        },
      ],
    },
    ...comprobante,
  ];
}
