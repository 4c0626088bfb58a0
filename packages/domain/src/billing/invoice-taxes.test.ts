import { describe, expect, it } from 'vitest';
import { invoiceExchangeRate, lineTaxes, suggestsPaidOnBehalf } from './invoice-taxes.ts';

const international = { mode: 'ocean', origin: 'CNSHA', destination: 'MXZLO' } as const;
const domesticLand = { mode: 'land', origin: 'MXZLO', destination: 'MXGDL' } as const;
const borderLand = { mode: 'land', origin: 'MXNLD', destination: 'USLRD' } as const;
const company = 'EKU9003173C9';
const person = 'GODE561231GR8';

describe('lineTaxes', () => {
  it.each([
    ['Flete marítimo', {}, international, company, 0, null],
    ['THC destino', {}, international, company, 0.16, null],
    ['Flete terrestre', {}, domesticLand, company, 0.16, 0.04],
    ['Flete terrestre', {}, domesticLand, person, 0.16, null],
    ['Flete terrestre', {}, domesticLand, 'XAXX010101000', 0.16, null],
    ['Flete terrestre', {}, borderLand, company, 0, null],
    ['Maniobras', {}, domesticLand, company, 0.16, null],
    ['Servicio', { productKey: '78101802' }, international, company, 0.16, 0.04],
    ['Flete marítimo', { ivaRate: 0.16 }, international, company, 0.16, null],
  ] as const)('%s %j on %j for %s', (charge, extra, lane, rfc, rate, withholding) => {
    expect(lineTaxes({ charge, ...extra }, lane, rfc)).toEqual({
      onInvoice: true,
      objetoImp: '02',
      iva: { factor: 'Tasa', rate },
      ivaWithholdingRate: withholding,
    });
  });
  it('keeps an exempt line exempt and a payment on the client’s behalf off the invoice', () => {
    expect(lineTaxes({ charge: 'Seguro', exempt: true }, domesticLand, company)).toEqual({
      onInvoice: true,
      objetoImp: '02',
      iva: { factor: 'Exento' },
      ivaWithholdingRate: null,
    });
    expect(lineTaxes({ charge: 'IGI', paidOnBehalf: true }, international, company)).toEqual({
      onInvoice: false,
      reason: 'paidOnBehalf',
    });
  });
});

describe('suggestsPaidOnBehalf', () => {
  it.each([
    ['IGI', true],
    ['DTA', true],
    ['IVA de importación', true],
    ['Customs duties', true],
    ['Despacho aduanal', false],
    ['Almacenaje', false],
  ])('%s: %s', (charge, expected) => {
    expect(suggestsPaidOnBehalf(charge)).toBe(expected);
  });
});

describe('invoiceExchangeRate', () => {
  const rates = [{ day: '2026-12-04', mxnPerUsd: 18.2 }];
  it.each([
    ['MXN', '2026-12-04', { ok: true, tipoCambio: null }],
    ['USD', '2026-12-05', { ok: true, tipoCambio: 18.2 }],
    ['USD', '2026-12-20', { ok: false, code: 'exchangeRateMissing' }],
  ] as const)('%s on %s', (currency, day, expected) => {
    expect(invoiceExchangeRate(currency, rates, day)).toEqual(expected);
  });
});
