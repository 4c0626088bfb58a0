import { describe, expect, it } from 'vitest';
import { defaultIvaRate, isFreightCharge, isInternationalLane } from './quote-taxes.ts';

describe('isInternationalLane', () => {
  it.each([
    ['ocean', 'CNSHA', 'MXZLO', true],
    ['ocean', 'Shanghai (CNSHA)', 'Manzanillo (MXZLO)', true],
    ['ocean', 'MX ZLO', 'MXVER', false],
    ['land', 'MXNLD', 'USLRD', true],
    ['land', 'MXMEX', 'MXGDL', false],
    ['land', 'Bodega Tultitlán', 'MXGDL', false],
    ['land', 'Bodega Tultitlán', 'USLRD', true],
    ['air', 'FRA', 'MEX', true],
    ['air', 'Los Angeles (LAX)', 'Guadalajara (GDL)', true],
    ['air', 'MEX', 'MTY', false],
    ['air', 'Ciudad de México (MEX)', 'Cancún (CUN)', false],
    ['air', '', '', false],
  ] as const)('%s %s → %s: %s', (mode, origin, destination, international) => {
    expect(isInternationalLane({ mode, origin, destination })).toBe(international);
  });
});

describe('isFreightCharge', () => {
  it.each([
    ['Flete marítimo', true],
    ['FLETE TERRESTRE', true],
    ['Ocean freight', true],
    ['Air Freight', true],
    ['BAF', true],
    ['Peak season surcharge', true],
    ['Recargo de combustible', true],
    ['THC destino', false],
    ['Handling', false],
    ['Despacho aduanal', false],
    ['Almacenaje', false],
    ['Entrega local', false],
    ['Fletero', false],
  ])('%s: %s', (charge, freight) => {
    expect(isFreightCharge(charge)).toBe(freight);
  });
});

describe('defaultIvaRate', () => {
  const international = { mode: 'ocean', origin: 'CNSHA', destination: 'MXZLO' } as const;
  const domestic = { mode: 'land', origin: 'MXZLO', destination: 'MXGDL' } as const;
  it.each([
    ['Flete marítimo', international, 0],
    ['THC destino', international, 0.16],
    ['Flete terrestre', domestic, 0.16],
    ['Maniobras', domestic, 0.16],
  ] as const)('%s on %j: %s', (charge, lane, rate) => {
    expect(defaultIvaRate(charge, lane)).toBe(rate);
  });
});
