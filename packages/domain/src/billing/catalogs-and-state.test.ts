import { describe, expect, it } from 'vitest';
import { agingBucket, agingReport } from './aging.ts';
import { canMoveInvoice, paymentState, type InvoiceState } from './invoice-state.ts';
import { cancellationNeedsReplacement, FORMAS_PAGO, satText } from './sat-catalogs.ts';
import { regimenAllowedFor } from './sat-regimenes.ts';
import { usoAllowedFor } from './sat-usos-cfdi.ts';

describe('SAT catalogues', () => {
  it.each([
    ['G03', '601', true, true],
    ['G03', '616', false, false],
    ['S01', '616', false, true],
    ['D01', '612', false, true],
    ['D01', '601', true, false],
    ['CN01', '605', false, true],
    ['CN01', '601', true, false],
    ['G01', '626', true, true],
    ['XX1', '601', true, false],
  ])('usoAllowedFor(%s, %s, moral %s): %s', (uso, regimen, moral, ok) => {
    expect(usoAllowedFor(uso, regimen, moral)).toBe(ok);
  });
  it.each([
    ['601', true, true],
    ['601', false, false],
    ['612', false, true],
    ['626', true, true],
    ['626', false, true],
    ['999', true, false],
  ])('regimenAllowedFor(%s, moral %s): %s', (regimen, moral, ok) => {
    expect(regimenAllowedFor(regimen, moral)).toBe(ok);
  });
  it('words a code in the person’s language, needs a replacement only for reason 01', () => {
    expect(satText(FORMAS_PAGO, '03', 'es-MX')).toBe('Transferencia electrónica de fondos');
    expect(satText(FORMAS_PAGO, '99', 'en')).toBe('To be defined');
    expect(satText(FORMAS_PAGO, '77', 'en')).toBe('77');
    expect(['01', '02', '03', '04'].map(cancellationNeedsReplacement)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('invoice state', () => {
  it.each([
    ['draft', 'sealed', true],
    ['draft', 'stamped', false],
    ['sealed', 'draft', true],
    ['stamped', 'cancelled', true],
    ['partiallyPaid', 'cancelled', false],
    ['paid', 'cancelled', false],
    ['cancelled', 'draft', false],
    ['paid', 'paid', true],
  ] as [InvoiceState, InvoiceState, boolean][])('%s → %s: %s', (from, to, ok) => {
    expect(canMoveInvoice(from, to)).toBe(ok);
  });
  it.each([
    [1000, 0, 'stamped'],
    [1000, 400, 'partiallyPaid'],
    [1000, 999.995, 'paid'],
    [1000, 1000, 'paid'],
  ])('paymentState(%s, %s): %s', (total, paid, state) => {
    expect(paymentState(total, paid)).toBe(state);
  });
});

describe('aging', () => {
  it.each([
    [-3, 'current'],
    [0, 'current'],
    [1, '1-30'],
    [30, '1-30'],
    [31, '31-60'],
    [61, '61-90'],
    [90, '61-90'],
    [91, '90+'],
  ] as const)('%s days: %s', (days, bucket) => {
    expect(agingBucket(days)).toBe(bucket);
  });
  it('sums balances per client and per currency, never across currencies', () => {
    const report = agingReport(
      [
        { client: 'A', currency: 'MXN', total: 1000, paid: 400, dueDate: '2026-12-01' },
        { client: 'A', currency: 'MXN', total: 500, paid: 0, dueDate: '2026-08-01' },
        { client: 'A', currency: 'USD', total: 300, paid: 0, dueDate: '2026-12-10' },
        { client: 'B', currency: 'MXN', total: 200.1, paid: 0, dueDate: '2026-11-01' },
        { client: 'B', currency: 'MXN', total: 200, paid: 200, dueDate: '2026-01-01' },
      ],
      '2026-12-04',
    );
    expect(report.clients.map((row) => [row.client, row.currency, row.total])).toEqual([
      ['A', 'MXN', 1100],
      ['A', 'USD', 300],
      ['B', 'MXN', 200.1],
    ]);
    expect(report.totals).toEqual([
      {
        currency: 'MXN',
        total: 1300.1,
        buckets: { current: 0, '1-30': 600, '31-60': 200.1, '61-90': 0, '90+': 500 },
      },
      {
        currency: 'USD',
        total: 300,
        buckets: { current: 300, '1-30': 0, '31-60': 0, '61-90': 0, '90+': 0 },
      },
    ]);
  });
});
