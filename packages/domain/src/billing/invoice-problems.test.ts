import { describe, expect, it } from 'vitest';
import { invoiceProblems, type InvoiceDraft } from './invoice-problems.ts';

const good: InvoiceDraft = {
  client: {
    rfc: 'EKU9003173C9',
    name: 'ESCUELA KEMPER URGATE',
    regimenFiscal: '601',
    postalCode: '42501',
  },
  usoCfdi: 'G03',
  metodoPago: 'PUE',
  formaPago: '03',
  currency: 'MXN',
  exchangeRate: null,
  lines: [{ productKey: '78101800', unitKey: 'E48', quantity: 1, unitPrice: 1000, importe: 1000 }],
  totalCents: 116000,
};

describe('invoiceProblems', () => {
  it('finds none in a complete invoice', () => {
    expect(invoiceProblems(good)).toEqual([]);
  });
  it.each([
    [{ client: { ...good.client, rfc: '' } }, 'client.rfc', 'required'],
    [{ client: { ...good.client, rfc: 'EKU-900317' } }, 'client.rfc', 'rfcFormat'],
    [{ client: { ...good.client, name: ' ' } }, 'client.name', 'required'],
    [{ client: { ...good.client, regimenFiscal: '' } }, 'client.regimenFiscal', 'required'],
    [
      { client: { ...good.client, regimenFiscal: '612' } },
      'client.regimenFiscal',
      'regimenNotForPerson',
    ],
    [{ client: { ...good.client, postalCode: '' } }, 'client.postalCode', 'required'],
    [{ client: { ...good.client, postalCode: '4250' } }, 'client.postalCode', 'postalCodeFormat'],
    [{ usoCfdi: '' }, 'usoCfdi', 'required'],
    [{ usoCfdi: 'D01' }, 'usoCfdi', 'usoNotForRegimen'],
    [{ metodoPago: 'PPD' }, 'formaPago', 'ppdNeedsFormaPago99'],
    [{ formaPago: '99' }, 'formaPago', 'pueForbidsFormaPago99'],
    [{ formaPago: '07' }, 'formaPago', 'unknownCode'],
    [{ currency: 'USD' }, 'exchangeRate', 'exchangeRateMissing'],
    [{ totalCents: 0 }, 'total', 'notPositive'],
    [{ lines: [] }, 'lines', 'noLines'],
    [{ lines: [{ ...good.lines[0]!, productKey: '' }] }, 'lines.0.productKey', 'required'],
    [{ lines: [{ ...good.lines[0]!, unitKey: '' }] }, 'lines.0.unitKey', 'required'],
    [{ lines: [{ ...good.lines[0]!, quantity: 0 }] }, 'lines.0.quantity', 'notPositive'],
    [{ lines: [{ ...good.lines[0]!, unitPrice: -5 }] }, 'lines.0.unitPrice', 'notPositive'],
    [
      { lines: [{ ...good.lines[0]!, quantity: 1.25, unitPrice: 8.01, importe: 10.07 }] },
      'lines.0.importe',
      'outsideLimits',
    ],
  ] as [Partial<InvoiceDraft>, string, string][])('%j: %s %s', (change, field, code) => {
    expect(invoiceProblems({ ...good, ...change })).toEqual([{ field, code, severity: 'block' }]);
  });
  it('warns (does not block) on a failing check digit, accepts the generic RFCs', () => {
    const mismatch = { ...good, client: { ...good.client, rfc: 'EKU9003173C8' } };
    expect(invoiceProblems(mismatch)).toEqual([
      { field: 'client.rfc', code: 'rfcCheckDigit', severity: 'warning' },
    ]);
    const generic = {
      ...good,
      usoCfdi: 'S01',
      client: { ...good.client, rfc: 'XAXX010101000', regimenFiscal: '616' },
    };
    expect(invoiceProblems(generic)).toEqual([]);
  });
  it('allows a USD invoice with its rate, and PPD with 99', () => {
    expect(invoiceProblems({ ...good, currency: 'USD', exchangeRate: 18.2 })).toEqual([]);
    expect(invoiceProblems({ ...good, metodoPago: 'PPD', formaPago: '99' })).toEqual([]);
  });
});
