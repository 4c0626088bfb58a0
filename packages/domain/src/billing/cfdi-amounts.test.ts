import { describe, expect, it } from 'vitest';
import { conceptAmounts, invoiceTotals, type CfdiLine } from './cfdi-amounts.ts';
import { importeLimits, importeWithinLimits, taxLimits, taxWithinLimits } from './cfdi-limits.ts';

const at16 = { factor: 'Tasa', rate: 0.16 } as const;

describe('conceptAmounts', () => {
  it.each([
    [{ quantity: 3, unitPrice: 33.335, iva: at16 }, 10001, 1600, 0],
    [{ quantity: 1, unitPrice: 100.03, iva: at16 }, 10003, 1600, 0],
    [{ quantity: 2, unitPrice: 50, discount: 10, iva: at16 }, 10000, 1440, 0],
    [{ quantity: 1, unitPrice: 1000, iva: at16, ivaWithholdingRate: 0.04 }, 100000, 16000, 4000],
    [{ quantity: 1, unitPrice: 1000, iva: { factor: 'Exento' } }, 100000, null, 0],
    [{ quantity: 1, unitPrice: 1000, iva: null }, 100000, null, 0],
  ] as [CfdiLine, number, number | null, number][])('%j', (line, importe, iva, withheld) => {
    const amounts = conceptAmounts(line);
    expect([amounts.importeCents, amounts.ivaCents, amounts.withheldCents]).toEqual([
      importe,
      iva,
      withheld,
    ]);
  });
});

describe('invoiceTotals', () => {
  it('adds the rounded tax of each line, not the tax of the summed bases', () => {
    // 3 × 10.03 at 16 %: 1.6048 → 1.60 each, 4.80 in all; 30.09 × 0.16 = 4.8144 would give 4.81.
    const line = { quantity: 1, unitPrice: 10.03, iva: at16 } as const;
    const totals = invoiceTotals([line, line, line]);
    expect(totals.transferredCents).toBe(480);
    expect(totals.totalCents).toBe(3009 + 480);
  });
  it('sums per rate and withholds, Total = SubTotal − Descuento + traslados − retenciones', () => {
    const totals = invoiceTotals([
      { quantity: 1, unitPrice: 1000, discount: 100, iva: at16, ivaWithholdingRate: 0.04 },
      { quantity: 2, unitPrice: 250, iva: { factor: 'Tasa', rate: 0 } },
      { quantity: 1, unitPrice: 80, iva: { factor: 'Exento' } },
    ]);
    expect(totals).toMatchObject({
      subtotalCents: 158000,
      discountCents: 10000,
      transferredCents: 14400,
      withheldCents: 3600,
      withheldBaseCents: 90000,
      totalCents: 158000 - 10000 + 14400 - 3600,
    });
    expect(totals.transfers).toEqual([
      { factor: 'Tasa', rate: 0.16, baseCents: 90000, importeCents: 14400 },
      { factor: 'Tasa', rate: 0, baseCents: 50000, importeCents: 0 },
      { factor: 'Exento', rate: null, baseCents: 8000, importeCents: null },
    ]);
  });
});

describe('SAT limits', () => {
  it.each([
    [14.16, 13.66, { lower: 193.28, upper: 193.57 }],
    [1, 100, { lower: 49.75, upper: 150.75 }],
    [2.5, 10.5, { lower: 25.6, upper: 26.91 }],
  ])('importeLimits(%s, %s)', (quantity, value, limits) => {
    expect(importeLimits(quantity, value)).toEqual(limits);
  });
  it.each([
    [14.16, 13.66, 193.43, true],
    [14.16, 13.66, 193.27, false],
    [14.16, 13.66, 193.58, false],
    [1.25, 8.01, 10.05, true],
    [1.25, 8.01, 10.07, false],
    [1.25, 8.01, 9.95, false],
  ])('importeWithinLimits(%s, %s, %s): %s', (quantity, value, importe, ok) => {
    expect(importeWithinLimits(quantity, value, importe)).toBe(ok);
  });
  it.each([
    [100.03, 0.16, { lower: 16, upper: 16.01 }],
    [1000, 0.04, { lower: 39.98, upper: 40.02 }],
  ])('taxLimits(%s, %s)', (base, rate, limits) => {
    expect(taxLimits(base, rate)).toEqual(limits);
  });
  it.each([
    [100.03, 0.16, 16.0, true],
    [100.03, 0.16, 16.01, true],
    [100.03, 0.16, 16.02, false],
    [100.03, 0.16, 15.99, false],
  ])('taxWithinLimits(%s, %s, %s): %s', (base, rate, importe, ok) => {
    expect(taxWithinLimits(base, rate, importe)).toBe(ok);
  });
});
