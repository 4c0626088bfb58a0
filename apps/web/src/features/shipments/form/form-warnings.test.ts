import { shipmentWarnings, type ShipmentMode } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n, i18nCodeOf } from '#i18n/i18n.ts';
import { indexWarnings, warningPath, warningText } from './form-warnings.ts';

const NOW = '2026-05-01T12:00:00.000Z';

/** One shipment per mode that raises every warning the validator has. */
const FAULTY: [ShipmentMode, Record<string, unknown>][] = [
  [
    'ocean',
    {
      containersList: [
        { id: 'c1', number: 'CSQU3054384', type: '40HC' },
        { id: 'c2', number: 'CSQ', type: 'ZZZZ' },
      ],
      hsCode: '98123456',
      incoterm: 'FOT',
      pickupEstimated: 'not a date',
    },
  ],
  [
    'air',
    {
      awb: '139-12345670',
      uldsList: [{ id: 'u1', uldNumber: 'A1' }],
      incoterm: 'FOB',
      airportDepartureEstimated: '2026-04-02T10:00:00.000Z',
      airportArrivalEstimated: '2026-04-01T10:00:00.000Z',
      pickupActual: '2026-06-05T00:00:00.000Z',
    },
  ],
  ['land', { incoterm: 'CIF Laredo' }],
  ['air', { awb: '12' }],
];

const ALL_CODES = [
  'actual_in_future',
  'awb_check_digit',
  'awb_format',
  'container_check_digit',
  'container_format',
  'container_type_format',
  'date_invalid',
  'hs_code_format',
  'incoterm_invalid',
  'incoterm_sea_only',
  'milestone_order',
  'uld_format',
];

const allWarnings = FAULTY.flatMap(([mode, shipment]) => shipmentWarnings(mode, shipment, NOW));

describe('form warnings', () => {
  it('names sub-list fields with dots, whichever way the validator wrote them', () => {
    expect(warningPath('containersList[2].number')).toBe('containersList.2.number');
    expect(warningPath('uldsList.0.uldNumber')).toBe('uldsList.0.uldNumber');
  });

  it('keeps the first warning of a field', () => {
    const first = { field: 'awb', code: 'awb_check_digit', expected: '5', message: 'a' };
    const byPath = indexWarnings([first, { field: 'awb', code: 'other', message: 'b' }]);
    expect(byPath.get('awb')).toBe(first);
  });

  it('says check digits in the catalogue’s words and an unknown warning as the validator does', () => {
    const t = i18n.t.bind(i18n);
    const digit = { field: 'x', code: 'container_check_digit', expected: '3', message: 'm' };
    expect(warningText(t, digit)).toBe('check digit should be 3');
    expect(warningText(t, { field: 'x', code: 'a_new_check', message: 'bad hs' })).toBe('bad hs');
  });

  it('says every warning of the validator in the default catalogue as the validator writes it', () => {
    const codes = new Set(allWarnings.map((warning) => warning.code));
    expect([...codes].sort()).toEqual(ALL_CODES);
    const t = i18n.getFixedT(i18nCodeOf(null)) as unknown as TFunction;
    for (const warning of allWarnings) expect(warningText(t, warning)).toBe(warning.message);
  });

  it('says every warning of the validator in Spanish to a person who chose Español', () => {
    const t = i18n.getFixedT(i18nCodeOf('es')) as unknown as TFunction;
    const said = allWarnings.map((warning) => [warning.message, warningText(t, warning)]);
    expect(said.filter(([english, spanish]) => english === spanish)).toEqual([]);
    expect(said.map(([, spanish]) => spanish)).toContain(
      'FOB es para transporte marítimo; usa FCA en envíos aéreos',
    );
    expect(said.map(([, spanish]) => spanish)).toContain(
      'no debería ser anterior a Salida (2026-04-02 04:00)',
    );
  });
});
