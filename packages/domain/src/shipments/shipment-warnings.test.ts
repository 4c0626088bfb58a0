import { describe, expect, it } from 'vitest';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { ShipmentWarning } from './shipment-warning.ts';
import { shipmentWarnings } from './shipment-warnings.ts';

const NOW = '2026-05-01T12:00:00.000Z';

function warnings(mode: ShipmentMode, shipment: Record<string, unknown>): ShipmentWarning[] {
  return shipmentWarnings(mode, shipment, NOW);
}

describe('shipmentWarnings: codes', () => {
  it.each<[string, ShipmentMode, Record<string, unknown>, ShipmentWarning[]]>([
    ['nothing entered', 'ocean', {}, []],
    [
      'valid codes',
      'ocean',
      {
        containersList: [{ id: 'c1', number: 'CSQU 305438-3', type: '45G1' }],
        incoterm: 'FOB Manzanillo',
        hsCode: '8471.30',
      },
      [],
    ],
    [
      'a container check digit names the expected digit',
      'ocean',
      {
        containersList: [
          { id: 'c1', number: 'CSQU3054383' },
          { id: 'c2', number: 'CSQU3054384' },
        ],
      },
      [
        {
          field: 'containersList.1.number',
          code: 'container_check_digit',
          expected: '3',
          message: 'check digit should be 3',
        },
      ],
    ],
    [
      'a malformed container number',
      'ocean',
      { containersList: [{ id: 'c1', number: 'CSQ3054383' }] },
      [
        {
          field: 'containersList.0.number',
          code: 'container_format',
          message: 'should be 4 letters ending in U, J or Z and 7 digits, like CSQU3054383',
        },
      ],
    ],
    [
      'a trade name instead of the ISO type code',
      'ocean',
      { containersList: [{ id: 'c1', number: '', type: '40HC' }] },
      [
        {
          field: 'containersList.0.type',
          code: 'container_type_format',
          expected: '45G1',
          message: 'ISO type code should be 45G1',
        },
      ],
    ],
    [
      'an unknown container type',
      'ocean',
      { containersList: [{ id: 'c1', type: 'big' }] },
      [
        {
          field: 'containersList.0.type',
          code: 'container_type_format',
          message: 'should be an ISO 6346 type code like 22G1, 45G1 or 22R1',
        },
      ],
    ],
    [
      'blank container rows and junk items raise nothing',
      'ocean',
      { containersList: [{ id: 'c1', number: '  ', type: '' }, null, 'x'] },
      [],
    ],
    [
      'an AWB check digit',
      'air',
      { awb: '176-12345670' },
      [
        {
          field: 'awb',
          code: 'awb_check_digit',
          expected: '5',
          message: 'check digit should be 5',
        },
      ],
    ],
    ['a valid AWB', 'air', { awb: '020 8114074 3' }, []],
    [
      'a malformed AWB',
      'air',
      { awb: '176-1234' },
      [
        {
          field: 'awb',
          code: 'awb_format',
          message: 'should be 11 digits: airline prefix, serial and check digit (NNN-NNNNNNNN)',
        },
      ],
    ],
    ['the AWB is not checked on ocean', 'ocean', { awb: '176-12345670' }, []],
    [
      'a malformed ULD number',
      'air',
      {
        uldsList: [
          { id: 'u1', uldNumber: 'AKE 12345 DL' },
          { id: 'u2', uldNumber: 'AKE1' },
        ],
      },
      [
        {
          field: 'uldsList.1.uldNumber',
          code: 'uld_format',
          message: 'should be type, 4 or 5-digit serial and owner, like AKE12345DL',
        },
      ],
    ],
    [
      'a sea-only Incoterm on air suggests its counterpart',
      'air',
      { incoterm: 'cif' },
      [
        {
          field: 'incoterm',
          code: 'incoterm_sea_only',
          expected: 'CIP',
          message: 'CIF is for sea transport; use CIP for air shipments',
        },
      ],
    ],
    [
      'a sea-only Incoterm on land',
      'land',
      { incoterm: 'FOB Laredo' },
      [
        {
          field: 'incoterm',
          code: 'incoterm_sea_only',
          expected: 'FCA',
          message: 'FOB is for sea transport; use FCA for land shipments',
        },
      ],
    ],
    [
      'an unknown Incoterm',
      'ocean',
      { incoterm: 'FOT' },
      [
        {
          field: 'incoterm',
          code: 'incoterm_invalid',
          message:
            'should be an Incoterms 2020 rule: EXW, FCA, CPT, CIP, DAP, DPU, DDP, FAS, FOB, CFR, CIF',
        },
      ],
    ],
    [
      'an HS code of the wrong length or chapter',
      'ocean',
      { hsCode: '98123456' },
      [
        {
          field: 'hsCode',
          code: 'hs_code_format',
          message: 'should be 6, 8 or 10 digits, chapter 01 to 97',
        },
      ],
    ],
    ['a Mexican fracción with NICO', 'ocean', { hsCode: '3002.20.10.00' }, []],
  ])('%s', (_name, mode, shipment, expected) => {
    expect(warnings(mode, shipment)).toEqual(expected);
  });

  it('gives nothing for an unknown mode', () => {
    expect(shipmentWarnings('rail' as ShipmentMode, { awb: 'x' })).toEqual([]);
  });

  it('throws on a malformed now, a programming error', () => {
    expect(() => shipmentWarnings('air', {}, 'soon')).toThrow(RangeError);
  });
});
