import { fromCents, toCents } from '../quotes/quote-money.ts';

/**
 * The amounts of a CFDI 4.0 as the SAT's filling guide (Anexo 20, "Guía de llenado", CFDI 4.0)
 * computes them, in whole cents like the quotes' money (decision 075), so that an invoice adds up
 * to the quote it bills:
 * - a concept's Importe is Cantidad × ValorUnitario rounded to the currency's decimals (MXN and
 *   USD have 2), half a cent away from zero;
 * - a tax's Base is the Importe less the concept's Descuento, and its Importe is Base × TasaOCuota
 *   rounded to the currency's decimals, per concept;
 * - the invoice's totals of transferred and withheld taxes are the sums of the concepts' rounded
 *   taxes (never the tax of the summed bases), SubTotal is the sum of the Importes, and
 *   Total = SubTotal − Descuento + traslados − retenciones.
 */

/** A line's IVA: a rate (16 % or 0 %), exempt, or none (the line is not subject to tax). */
export type LineIva = { factor: 'Tasa'; rate: number } | { factor: 'Exento' } | null;

export type CfdiLine = {
  quantity: number;
  unitPrice: number;
  /** The concept's discount, an amount (not a percentage). */
  discount?: number;
  iva: LineIva;
  /** The IVA withheld by the client, as a rate of the base (0.04), or none. */
  ivaWithholdingRate?: number | null;
};

export type ConceptAmounts = {
  importeCents: number;
  discountCents: number;
  baseCents: number;
  /** The transferred IVA; null when exempt or not subject to tax. */
  ivaCents: number | null;
  withheldCents: number;
};

/** A concept's Importe, Descuento, tax Base and taxes, each rounded to cents. */
export function conceptAmounts(line: CfdiLine): ConceptAmounts {
  const importeCents = toCents(line.quantity * line.unitPrice);
  const discountCents = toCents(line.discount ?? 0);
  const baseCents = importeCents - discountCents;
  const base = fromCents(baseCents);
  const ivaCents = line.iva?.factor === 'Tasa' ? toCents(base * line.iva.rate) : null;
  const withheldCents = line.ivaWithholdingRate ? toCents(base * line.ivaWithholdingRate) : 0;
  return { importeCents, discountCents, baseCents, ivaCents, withheldCents };
}

/** One row of the invoice's summary of transferred IVA (per factor and rate, as the CFDI). */
export type TransferSummary = {
  factor: 'Tasa' | 'Exento';
  rate: number | null;
  baseCents: number;
  importeCents: number | null;
};

export type InvoiceTotals = {
  subtotalCents: number;
  discountCents: number;
  transferredCents: number;
  withheldCents: number;
  totalCents: number;
  transfers: TransferSummary[];
  /** The base withheld IVA was computed on, summed (for the invoice's Retenciones). */
  withheldBaseCents: number;
  lines: ConceptAmounts[];
};

/** The invoice's totals from its lines: sums of the lines' rounded amounts. */
export function invoiceTotals(lines: readonly CfdiLine[]): InvoiceTotals {
  const amounts = lines.map(conceptAmounts);
  const transfers = new Map<string, TransferSummary>();
  let subtotalCents = 0;
  let discountCents = 0;
  let transferredCents = 0;
  let withheldCents = 0;
  let withheldBaseCents = 0;
  amounts.forEach((amount, index) => {
    const iva = lines[index]?.iva ?? null;
    subtotalCents += amount.importeCents;
    discountCents += amount.discountCents;
    withheldCents += amount.withheldCents;
    if (amount.withheldCents > 0) withheldBaseCents += amount.baseCents;
    if (!iva) return;
    const rate = iva.factor === 'Tasa' ? iva.rate : null;
    const key = `${iva.factor}|${rate ?? ''}`;
    const row = transfers.get(key) ?? {
      factor: iva.factor,
      rate,
      baseCents: 0,
      importeCents: iva.factor === 'Tasa' ? 0 : null,
    };
    row.baseCents += amount.baseCents;
    if (row.importeCents !== null) row.importeCents += amount.ivaCents ?? 0;
    transferredCents += amount.ivaCents ?? 0;
    transfers.set(key, row);
  });
  const totalCents = subtotalCents - discountCents + transferredCents - withheldCents;
  return {
    subtotalCents,
    discountCents,
    transferredCents,
    withheldCents,
    totalCents,
    transfers: [...transfers.values()],
    withheldBaseCents,
    lines: amounts,
  };
}
