import { describe, expect, it } from 'vitest';
import type { QuoteOptionLine } from './quote-proposal.ts';
import { shipmentFromQuote, type AcceptedQuote } from './shipment-from-quote.ts';

const line = (charge: string, currency: 'USD' | 'MXN', buy: number, sell: number) =>
  ({
    tariffId: '',
    charge,
    basis: 'container',
    quantity: 1,
    currency,
    buy,
    sell,
    sellOverride: null,
    marginSource: 'quote',
    ivaRate: 0,
  }) satisfies QuoteOptionLine;

const OCEAN: AcceptedQuote = {
  id: 'quote0000000001',
  code: 'QTE20260012',
  mode: 'ocean',
  direction: 'import',
  client: { id: 'partner00000001', name: 'Importadora del Bajío' },
  origin: 'Shanghai (CNSHA)',
  destination: 'Manzanillo (MXZLO)',
  incoterm: 'FOB',
  cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 2 }] },
  option: {
    carrier: 'Maersk',
    lines: [line('Flete marítimo', 'USD', 3700, 4352.94), line('THC destino', 'MXN', 8400, 9200)],
  },
};

function ids() {
  let n = 0;
  return () => `item${String((n += 1)).padStart(11, '0')}`;
}

describe('shipmentFromQuote', () => {
  it('makes an import ocean shipment with the client as consignee and the lines as cost rows', () => {
    expect(shipmentFromQuote(OCEAN, ids())).toEqual({
      quote: 'quote0000000001',
      consignee: 'Importadora del Bajío',
      parties: [{ partner: 'partner00000001', role: 'consignee' }],
      origin: 'Shanghai (CNSHA)',
      destination: 'Manzanillo (MXZLO)',
      portOfLoad: 'Shanghai (CNSHA)',
      portOfArrival: 'Manzanillo (MXZLO)',
      incoterm: 'FOB',
      direction: 'Import',
      carrier: 'Maersk',
      notes: 'Cotización QTE20260012',
      cargoType: 'FCL',
      containersList: [
        { id: 'item00000000005', number: '', type: '45G1', seal: '' },
        { id: 'item00000000006', number: '', type: '45G1', seal: '' },
      ],
      costControlRows: [
        {
          id: 'item00000000001',
          concept: 'Flete marítimo',
          code: '',
          currency: 'USD',
          amount: 3700,
          flow: 'cost',
        },
        {
          id: 'item00000000002',
          concept: 'Flete marítimo',
          code: '',
          currency: 'USD',
          amount: 4352.94,
          flow: 'income',
        },
        {
          id: 'item00000000003',
          concept: 'THC destino',
          code: '',
          currency: 'MXN',
          amount: 8400,
          flow: 'cost',
        },
        {
          id: 'item00000000004',
          concept: 'THC destino',
          code: '',
          currency: 'MXN',
          amount: 9200,
          flow: 'income',
        },
      ],
    });
  });

  it.each([
    [
      'an export by air: the client ships, the carrier is the airline, pieces become loose items',
      {
        mode: 'air',
        direction: 'export',
        cargo: {
          kind: 'air',
          pieces: [{ count: 3, lengthCm: 100, widthCm: 80, heightCm: 60, weightKg: 45.5 }],
        },
      },
      {
        shipper: 'Importadora del Bajío',
        airline: 'Maersk',
        direction: 'Export',
        airportOfDeparture: 'Shanghai (CNSHA)',
        looseItems: [
          {
            id: 'item00000000005',
            description: '',
            pieces: 3,
            lengthCm: 100,
            widthCm: 80,
            heightCm: 60,
            weightKg: 136.5,
          },
        ],
      },
    ],
    [
      'a domestic truck load: carrier, vehicle and load',
      {
        mode: 'land',
        direction: 'domestic',
        cargo: { kind: 'land', vehicle: 'Caja seca 53', full: true, weightKg: 18000 },
      },
      {
        shipper: 'Importadora del Bajío',
        carrier: 'Maersk',
        vehicle: 'Caja seca 53',
        load: 'FTL',
        weightKg: 18000,
        volumeM3: 0,
      },
    ],
  ] as const)('%s', (_, change, expected) => {
    const fields = shipmentFromQuote({ ...OCEAN, ...change } as AcceptedQuote, ids());
    expect(fields).toMatchObject(expected);
    expect(fields).not.toHaveProperty('consignee');
  });
});
