import { describe, expect, it } from 'vitest';
import { documentGaps } from './document-gaps.ts';
import { documentLanguage, isOriginal, isTemplateOf, templatesOf } from './document-templates.ts';

const HBL_READY = {
  hblNumber: 'HB123456789',
  shipper: 'Textiles del Bajío',
  consignee: 'Distribuidora Costa Esmeralda',
  portOfLoad: 'Shanghai (CNSHA)',
  portOfArrival: 'Manzanillo (MXZLO)',
  vessel: 'MSC Aurora',
  voyage: '412E',
  containersList: [{ id: 'c1', number: 'CSQU3054383', type: '45G1', seal: 'MS1234567' }],
};

const HAWB_READY = {
  hawb: 'HAWB-001',
  awb: '176-12345675',
  shipper: 'Shipper',
  consignee: 'Consignee',
  airportOfDeparture: 'FRA',
  airportOfArrival: 'MEX',
};

const fields = (gaps: { field: string; code: string }[]) => gaps.map((g) => `${g.field}:${g.code}`);

describe('documentGaps', () => {
  it.each([
    ['a complete bill of lading', 'hbl-original', HBL_READY, []],
    [
      'a blank port of loading',
      'hbl-original',
      { ...HBL_READY, portOfLoad: ' ' },
      ['portOfLoad:validation_required'],
    ],
    [
      'no containers and no loose cargo',
      'hbl-draft',
      { ...HBL_READY, containersList: [] },
      ['containersList:validation_required'],
    ],
    [
      'loose cargo instead of containers',
      'hbl-draft',
      { ...HBL_READY, containersList: [], lclItems: [{ id: 'l1' }] },
      [],
    ],
    [
      'a container failing its check digit',
      'hbl-original',
      {
        ...HBL_READY,
        containersList: [HBL_READY.containersList[0], { id: 'c2', number: 'CSQU3054384' }],
      },
      ['containersList.1.number:validation_invalid_check_digit'],
    ],
    ['a complete air waybill', 'hawb-original', HAWB_READY, []],
    [
      'an AWB failing its check digit',
      'hawb-draft',
      { ...HAWB_READY, awb: '176-12345676' },
      ['awb:validation_invalid_check_digit'],
    ],
    [
      'a blank AWB is one gap, not two',
      'hawb-original',
      { ...HAWB_READY, awb: '' },
      ['awb:validation_required'],
    ],
    [
      'a trucker sheet without vehicle',
      'trucker-instructions',
      { pickupLocation: 'A', deliveryLocation: 'B', pickupEta: '2026-12-01' },
      ['vehicle:validation_required'],
    ],
    [
      'a delivery receipt with nothing',
      'delivery-receipt',
      {},
      ['consignee:validation_required', 'deliveryLocation:validation_required'],
    ],
  ] as const)('%s', (_, template, shipment, expected) => {
    expect(fields(documentGaps(template, shipment))).toEqual(expected);
  });
});

describe('templates', () => {
  it.each([
    ['shipments_ocean', 'hbl-draft', true],
    ['shipments_ocean', 'hawb-draft', false],
    ['shipments_air', 'hawb-original', true],
    ['shipments_land', 'delivery-receipt', true],
    ['partners', 'pre-alert', false],
    ['shipments_land', 'toString', false],
  ])('%s has %s: %s', (collection, template, expected) => {
    expect(isTemplateOf(collection, template)).toBe(expected);
  });

  it('knows originals and languages', () => {
    expect(isOriginal('hbl-original')).toBe(true);
    expect(isOriginal('hbl-draft')).toBe(false);
    expect(templatesOf('constructor')).toBeNull();
    expect([documentLanguage('es'), documentLanguage('en'), documentLanguage('fr')]).toEqual([
      'es',
      'en',
      null,
    ]);
  });
});
