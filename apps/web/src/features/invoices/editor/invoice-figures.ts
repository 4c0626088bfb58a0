import {
  conceptAmounts,
  fromCents,
  invoiceTotals,
  type CfdiLine,
  type InvoiceTotals,
} from '@rumbo/domain';
import { lineOf, type LineDraft } from './invoice-draft.ts';

/** What the editor shows of the amounts as the lines now stand. */
export type InvoiceFigures = {
  /** The CFDI's totals: the lines not paid on the client's behalf. */
  totals: InvoiceTotals;
  /** Paid on the client's behalf: collected with the invoice, not part of it. */
  onBehalfCents: number;
  /** Each line's Importe less its discount, in cents, in the draft's order. */
  lineNetCents: number[];
  /** The index in the draft of each CFDI concept (the problems name concepts by position). */
  conceptIndexes: number[];
};

const cfdiLine = (line: LineDraft): CfdiLine => {
  const whole = lineOf(line);
  return {
    quantity: whole.quantity,
    unitPrice: whole.unitPrice,
    discount: whole.discount,
    iva: whole.iva,
    ivaWithholdingRate: whole.ivaWithholdingRate,
  };
};

/** The invoice's totals as the SAT rounds them (per concept, in cents), from the draft's lines. */
export function invoiceFigures(lines: readonly LineDraft[]): InvoiceFigures {
  const conceptIndexes: number[] = [];
  lines.forEach((line, index) => {
    if (!line.paidOnBehalf) conceptIndexes.push(index);
  });
  const concepts = conceptIndexes.map((index) => cfdiLine(lines[index]!));
  const lineNetCents = lines.map((line) => conceptAmounts(cfdiLine(line)).baseCents);
  const onBehalfCents = lines.reduce(
    (sum, line, index) => (line.paidOnBehalf ? sum + lineNetCents[index]! : sum),
    0,
  );
  return { totals: invoiceTotals(concepts), onBehalfCents, lineNetCents, conceptIndexes };
}

/** Cents as an amount of money. */
export const amountOf = fromCents;
