import { conceptAmounts, invoiceTotals, toCents, type CfdiLine } from '@rumbo/domain';

// The taxes a payment carries for an invoice it pays (Pagos 2.0, ImpuestosDR): the invoice's
// taxes in the proportion of what this payment pays of its total. Each installment's share is
// taken as the difference of the cumulative shares (paid so far with this payment, less paid so
// far before it), so the installments of an invoice add up to its bases exactly, the last one
// taking the cents the rounding of the earlier ones left.

/** The taxes of a paid invoice (ObjetoImp 02), in its currency, as its CFDI summarises them. */
export type PaidInvoiceTaxes = {
  /** The invoice's Total. */
  total: number;
  /** IVA transferred, per factor and rate, with its base. */
  transfers: Array<{ factor: 'Tasa' | 'Exento'; rate: number | null; base: number }>;
  /** IVA withheld, per rate, with its base. */
  withholdings: Array<{ rate: number; base: number }>;
};

/** The taxes of an invoice from its lines (the same totals its own CFDI was written with). */
export function paidInvoiceTaxesOf(lines: readonly CfdiLine[]): PaidInvoiceTaxes {
  const totals = invoiceTotals(lines);
  const withheld = new Map<number, number>();
  for (const line of lines) {
    if (!line.iva || !line.ivaWithholdingRate) continue;
    const { baseCents } = conceptAmounts(line);
    withheld.set(line.ivaWithholdingRate, (withheld.get(line.ivaWithholdingRate) ?? 0) + baseCents);
  }
  return {
    total: totals.totalCents / 100,
    transfers: totals.transfers.map((row) => ({
      factor: row.factor,
      rate: row.rate,
      base: row.baseCents / 100,
    })),
    withholdings: [...withheld].map(([rate, baseCents]) => ({ rate, base: baseCents / 100 })),
  };
}

/** A tax of the paid part, in the invoice's currency, in cents (importe null when exempt). */
export type PaidTax = {
  factor: 'Tasa' | 'Exento';
  rate: number | null;
  baseCents: number;
  importeCents: number | null;
};

export type PaidPartTaxes = { transfers: PaidTax[]; withholdings: PaidTax[] };

/** a × b / c rounded half away from zero, exact for any amounts in cents (BigInt). */
function mulDiv(a: number, b: number, c: number): number {
  const numerator = BigInt(a) * BigInt(b) * 2n;
  const denominator = BigInt(c);
  const quotient = numerator / denominator;
  // quotient is 2ab/c truncated: halving it rounds half away from zero.
  const rounded = quotient >= 0n ? (quotient + 1n) / 2n : (quotient - 1n) / 2n;
  return Number(rounded);
}

/**
 * The taxes of the part of an invoice one payment pays: `previousBalance` was owed before it
 * and `paid` is what it pays, both in the invoice's currency.
 */
export function paidPartTaxes(
  taxes: PaidInvoiceTaxes,
  previousBalance: number,
  paid: number,
): PaidPartTaxes {
  const totalCents = toCents(taxes.total);
  if (totalCents <= 0) throw new Error('A paid invoice has a positive total.');
  const before = totalCents - toCents(previousBalance);
  const after = before + toCents(paid);
  const share = (cents: number) =>
    mulDiv(cents, after, totalCents) - mulDiv(cents, before, totalCents);
  const tax = (factor: 'Tasa' | 'Exento', rate: number | null, base: number): PaidTax => {
    const baseCents = share(toCents(base));
    return {
      factor,
      rate,
      baseCents,
      // The amount from the paid base, as on the invoice's own lines: the SAT checks
      // ImporteDR against BaseDR × TasaOCuotaDR.
      importeCents: factor === 'Tasa' ? toCents((baseCents / 100) * (rate ?? 0)) : null,
    };
  };
  return {
    transfers: taxes.transfers.map((row) => tax(row.factor, row.rate, row.base)),
    withholdings: taxes.withholdings.map((row) => tax('Tasa', row.rate, row.base)),
  };
}
