import { describe, expect, it } from 'vitest';
import {
  defaultProductKey,
  linesFromShipments,
  rowKey,
  shipmentBilling,
  type BillableShipment,
} from './invoice-lines.ts';

const ocean: BillableShipment = {
  collection: 'shipments_ocean',
  id: 'oceanshipment01',
  code: 'OCE-2026-0001',
  lane: { mode: 'ocean', origin: 'CNSHA', destination: 'MXZLO' },
  rows: [
    { id: 'r1', concept: 'Flete marítimo', currency: 'USD', amount: 2400, flow: 'income' },
    { id: 'r2', concept: 'Flete marítimo', currency: 'USD', amount: 1900, flow: 'cost' },
    { id: 'r3', concept: 'THC destino', currency: 'MXN', amount: 5200, flow: 'income' },
    { id: 'r4', concept: 'IGI y DTA', currency: 'MXN', amount: 18000, flow: 'income' },
    { id: 'r5', concept: 'Maniobras', currency: 'MXN', amount: 0, flow: 'income' },
    { id: 'r6', concept: 'Almacenaje', currency: 'MXN', amount: 3100, flow: 'cost' },
  ],
};
const land: BillableShipment = {
  collection: 'shipments_land',
  id: 'landshipment001',
  code: 'TER-2026-0001',
  lane: { mode: 'land', origin: 'MXZLO', destination: 'MXGDL' },
  rows: [{ id: 'l1', concept: 'Flete terrestre', currency: 'MXN', amount: 14500, flow: 'income' }],
};

function ids() {
  let n = 0;
  return () => `line${(n += 1)}`;
}

describe('defaultProductKey', () => {
  it.each([
    ['Flete aéreo', 'air', '78101500'],
    ['Flete marítimo', 'ocean', '78101700'],
    ['Flete terrestre', 'land', '78101800'],
    ['BAF', 'ocean', '78101700'],
    ['THC destino', 'ocean', '78141501'],
    ['Despacho aduanal', 'land', '78141501'],
  ] as const)('%s by %s is %s', (charge, mode, key) => {
    expect(defaultProductKey(charge, mode)).toBe(key);
  });
});

describe('linesFromShipments', () => {
  it.each([
    // currency, invoiced rows, the rows billed
    ['MXN', [], ['r3', 'r4', 'l1']],
    ['USD', [], ['r1']],
    ['MXN', ['shipments_ocean/oceanshipment01/r3'], ['r4', 'l1']],
    ['USD', ['shipments_ocean/oceanshipment01/r1'], []],
  ] as const)('in %s with %j invoiced bills %j', (currency, invoiced, rows) => {
    const lines = linesFromShipments([ocean, land], {
      currency,
      clientRfc: 'EKU9003173C9',
      invoiced: new Set(invoiced),
      newId: ids(),
    });
    expect(lines.map((line) => line.source?.row)).toEqual(rows);
  });

  it('taxes each line for the client and proposes duties as paid on its behalf', () => {
    const lines = linesFromShipments([ocean, land], {
      currency: 'MXN',
      clientRfc: 'EKU9003173C9',
      invoiced: new Set(),
      newId: ids(),
    });
    expect(lines.map((l) => [l.description, l.iva, l.ivaWithholdingRate, l.paidOnBehalf])).toEqual([
      ['THC destino', { factor: 'Tasa', rate: 0.16 }, null, false],
      ['IGI y DTA', { factor: 'Tasa', rate: 0.16 }, null, true],
      ['Flete terrestre', { factor: 'Tasa', rate: 0.16 }, 0.04, false],
    ]);
    expect(lines[2]).toMatchObject({
      shipmentCode: 'TER-2026-0001',
      productKey: '78101800',
      unitKey: 'E48',
      quantity: 1,
      unitPrice: 14500,
    });
  });

  it('withholds nothing for a persona física and bills international freight at 0 %', () => {
    const [usd] = linesFromShipments([ocean], {
      currency: 'USD',
      clientRfc: 'GODE561231GR8',
      invoiced: new Set(),
      newId: ids(),
    });
    expect(usd?.iva).toEqual({ factor: 'Tasa', rate: 0 });
    const [freight] = linesFromShipments([land], {
      currency: 'MXN',
      clientRfc: 'GODE561231GR8',
      invoiced: new Set(),
      newId: ids(),
    });
    expect(freight?.ivaWithholdingRate).toBeNull();
  });
});

describe('shipmentBilling', () => {
  it('gives per currency income, expenses, margin and what is invoiced', () => {
    const invoiced = new Set([
      rowKey({ collection: 'shipments_ocean', shipment: ocean.id, row: 'r3' }),
    ]);
    expect(shipmentBilling(ocean, invoiced)).toEqual([
      {
        currency: 'USD',
        incomeCents: 240000,
        expenseCents: 190000,
        marginCents: 50000,
        invoicedCents: 0,
        notInvoicedCents: 240000,
      },
      {
        currency: 'MXN',
        incomeCents: 2320000,
        expenseCents: 310000,
        marginCents: 2010000,
        invoicedCents: 520000,
        notInvoicedCents: 1800000,
      },
    ]);
  });
});
