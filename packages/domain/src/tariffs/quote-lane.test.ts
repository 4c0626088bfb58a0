import { describe, expect, it } from 'vitest';
import { quoteLane, type QuoteQuery } from './quote-lane.ts';
import { tariffRecord } from './tariff-test-fixtures.ts';
import type { Tariff } from './tariff-types.ts';

const TODAY = '2026-05-10';
const MAY = { validFrom: '2026-05-01 00:00:00.000Z', validTo: '2026-05-31 00:00:00.000Z' };

const fcl = (id: string, change: Partial<Tariff>) =>
  tariffRecord({ id, ...MAY, transitDays: 0, ...change });

const OCEAN = [
  fcl('mae40', { carrier: 'Maersk', containerType: '45G1', amount: 2150, transitDays: 28 }),
  fcl('mae20', { carrier: 'Maersk', containerType: '22G1', amount: 1300 }),
  fcl('maebaf', { carrier: 'Maersk', charge: 'BAF', basis: 'teu', containerType: '', amount: 110 }),
  fcl('msc40', { carrier: 'MSC', containerType: '45G1', amount: 2050, transitDays: 32 }),
  fcl('mscthc', {
    carrier: 'MSC',
    charge: 'THC destino',
    basis: 'container',
    containerType: '45G1',
    currency: 'MXN',
    amount: 4350,
  }),
  fcl('cma40', { carrier: 'CMA CGM', containerType: '45G1', amount: 2150, transitDays: 25 }),
  fcl('docs', {
    carrier: '',
    charge: 'Documentación',
    cargoType: '',
    basis: 'shipment',
    containerType: '',
    currency: 'MXN',
    amount: 1200,
  }),
  fcl('mae40old', {
    carrier: 'Maersk',
    containerType: '45G1',
    amount: 2400,
    validFrom: '2026-04-01 00:00:00.000Z',
    validTo: '2026-05-15 00:00:00.000Z',
  }),
  fcl('buy40', { kind: 'buy', carrier: 'Maersk', containerType: '45G1', amount: 1800 }),
  fcl('june', {
    carrier: 'Hapag-Lloyd',
    containerType: '45G1',
    amount: 1900,
    validFrom: '2026-06-01 00:00:00.000Z',
    validTo: '',
  }),
  fcl('otherlane', { carrier: 'ONE', destination: 'MXLZC', amount: 1700 }),
  fcl('reefer', { carrier: 'ONE', containerType: '45R1', cargoType: 'reefer', amount: 3900 }),
];

const fclQuery = (change: Partial<QuoteQuery> = {}): QuoteQuery => ({
  mode: 'FCL',
  origin: 'cn sha',
  destination: 'MXZLO',
  containers: [{ type: '40HC', count: 2 }],
  weightKg: 18000,
  volumeM3: 130,
  ...change,
});

const summary = (options: ReturnType<typeof quoteLane>) =>
  options.map((o) => ({ carrier: o.carrier, totals: o.totals, transitDays: o.transitDays }));

describe('quoteLane on an FCL lane', () => {
  it('prices each carrier, shared charges included, cheapest first then fastest', () => {
    expect(summary(quoteLane(OCEAN, fclQuery(), TODAY))).toEqual([
      {
        carrier: 'MSC',
        totals: [
          { currency: 'USD', amount: 4100 },
          { currency: 'MXN', amount: 9900 },
        ],
        transitDays: 32,
      },
      {
        carrier: 'CMA CGM',
        totals: [
          { currency: 'USD', amount: 4300 },
          { currency: 'MXN', amount: 1200 },
        ],
        transitDays: 25,
      },
      {
        carrier: 'Maersk',
        totals: [
          { currency: 'USD', amount: 4740 },
          { currency: 'MXN', amount: 1200 },
        ],
        transitDays: 28,
      },
    ]);
  });

  it('details the lines, keeps the latest rate per charge and lists what cannot apply', () => {
    const maersk = quoteLane(OCEAN, fclQuery(), TODAY).find((o) => o.carrier === 'Maersk')!;
    expect(maersk.lines).toEqual([
      {
        tariffId: 'mae40',
        charge: 'Ocean freight',
        basis: 'container',
        containerType: '45G1',
        quantity: 2,
        unitAmount: 2150,
        lineTotal: 4300,
        currency: 'USD',
        minimumApplied: false,
      },
      {
        tariffId: 'maebaf',
        charge: 'BAF',
        basis: 'teu',
        containerType: '',
        quantity: 4,
        unitAmount: 110,
        lineTotal: 440,
        currency: 'USD',
        minimumApplied: false,
      },
      {
        tariffId: 'docs',
        charge: 'Documentación',
        basis: 'shipment',
        containerType: '',
        quantity: 1,
        unitAmount: 1200,
        lineTotal: 1200,
        currency: 'MXN',
        minimumApplied: false,
      },
    ]);
    expect(maersk.skipped).toEqual([
      {
        tariffId: 'mae20',
        charge: 'Ocean freight',
        basis: 'container',
        containerType: '22G1',
        reason: 'noMatchingContainer',
      },
    ]);
    expect(maersk.validUntil).toBe('2026-05-31');
  });

  it('reads the rates in force on the date asked', () => {
    const june = quoteLane(OCEAN, fclQuery({ date: '2026-06-02' }), TODAY);
    expect(summary(june)).toEqual([
      { carrier: 'Hapag-Lloyd', totals: [{ currency: 'USD', amount: 3800 }], transitDays: null },
    ]);
    const april = quoteLane(OCEAN, fclQuery({ date: '2026-04-20' }), TODAY);
    expect(summary(april)).toEqual([
      { carrier: 'Maersk', totals: [{ currency: 'USD', amount: 4800 }], transitDays: null },
    ]);
  });

  it('quotes buy rates when asked, and reefer rates for reefer cargo', () => {
    expect(summary(quoteLane(OCEAN, fclQuery({ kind: 'buy' }), TODAY))).toEqual([
      { carrier: 'Maersk', totals: [{ currency: 'USD', amount: 3600 }], transitDays: null },
    ]);
    const reefer = fclQuery({ cargoType: 'reefer', containers: [{ type: '45R1', count: 1 }] });
    expect(summary(quoteLane(OCEAN, reefer, TODAY))[0]).toEqual({
      carrier: 'ONE',
      totals: [
        { currency: 'USD', amount: 3900 },
        { currency: 'MXN', amount: 1200 },
      ],
      transitDays: null,
    });
  });

  it('finds nothing for a lane without rates', () => {
    expect(quoteLane(OCEAN, fclQuery({ destination: 'MXVER' }), TODAY)).toEqual([]);
  });

  it('puts options where nothing applies last', () => {
    const twenty = quoteLane(
      OCEAN.filter((t) => t.id !== 'docs'),
      fclQuery({ containers: [{ type: '22G1', count: 1 }] }),
      TODAY,
    );
    expect(summary(twenty)).toEqual([
      { carrier: 'Maersk', totals: [{ currency: 'USD', amount: 1410 }], transitDays: null },
      { carrier: 'CMA CGM', totals: [], transitDays: null },
      { carrier: 'MSC', totals: [], transitDays: null },
    ]);
  });
});

describe('quoteLane on air and LCL', () => {
  const air = (id: string, change: Partial<Tariff>) =>
    tariffRecord({
      id,
      ...MAY,
      mode: 'AIR',
      origin: 'PVG',
      destination: 'MEX',
      basis: 'kg',
      containerType: '',
      transitDays: 3,
      ...change,
    });
  const AIR = [
    air('am', {
      carrier: 'Aeroméxico Cargo',
      amount: 5.1,
      minAmount: 120,
      breaks: [
        { fromQty: 45, amount: 4.6 },
        { fromQty: 100, amount: 4.2 },
        { fromQty: 300, amount: 3.9 },
      ],
    }),
    air('amfsc', { carrier: 'Aeroméxico Cargo', charge: 'Fuel surcharge', amount: 0.85 }),
  ];

  it.each([
    ['chargeable weight from volume, the 300 kg break', 250, 2, 333.5, 3.9, 1300.65, 1584.13],
    ['gross weight, the 45 kg break', 60, 0.1, 60, 4.6, 276, 327],
    ['a small parcel at the minimum', 12, 0.02, 12, 5.1, 120, 130.2],
  ])('%s', (_name, weightKg, volumeM3, quantity, unitAmount, lineTotal, total) => {
    const [option] = quoteLane(
      AIR,
      { mode: 'AIR', origin: 'pvg', destination: 'mex', containers: [], weightKg, volumeM3 },
      TODAY,
    );
    expect(option!.lines[0]).toMatchObject({
      tariffId: 'am',
      quantity,
      unitAmount,
      lineTotal,
      minimumApplied: lineTotal === 120,
    });
    expect(option!.totals).toEqual([{ currency: 'USD', amount: total }]);
  });

  it('prices LCL by W/M with a minimum', () => {
    const lcl = [
      tariffRecord({
        id: 'lcl',
        ...MAY,
        mode: 'LCL',
        basis: 'wm',
        containerType: '',
        carrier: 'Vanguard',
        amount: 38,
        minAmount: 95,
      }),
    ];
    const query = { mode: 'LCL' as const, origin: 'CNSHA', destination: 'MXZLO', containers: [] };
    expect(
      quoteLane(lcl, { ...query, weightKg: 2800, volumeM3: 4.35 }, TODAY)[0]!.lines[0],
    ).toMatchObject({ quantity: 4.35, lineTotal: 165.3, minimumApplied: false });
    expect(
      quoteLane(lcl, { ...query, weightKg: 900, volumeM3: 1.2 }, TODAY)[0]!.lines[0],
    ).toMatchObject({ quantity: 1.2, lineTotal: 95, minimumApplied: true });
  });

  it('uses a customer rate over the general one for that customer only', () => {
    const lines = [
      tariffRecord({ id: 'general', ...MAY, carrier: 'MSC', amount: 2000 }),
      tariffRecord({
        id: 'textiles',
        ...MAY,
        carrier: 'MSC',
        amount: 1850,
        customer: 'Textiles del Bajío',
      }),
    ];
    const query = fclQuery({ containers: [{ type: '45G1', count: 1 }] });
    expect(quoteLane(lines, query, TODAY)[0]!.lines.map((l) => l.tariffId)).toEqual(['general']);
    expect(
      quoteLane(lines, { ...query, customer: 'textiles del bajio' }, TODAY)[0]!.lines.map(
        (l) => l.tariffId,
      ),
    ).toEqual(['textiles']);
  });
});
