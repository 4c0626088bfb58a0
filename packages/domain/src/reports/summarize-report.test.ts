import { describe, expect, it } from 'vitest';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import { EMPTY_REPORT_FILTERS } from './filter-report-facts.ts';
import { makeFact, money } from './report-fact-fixtures.ts';
import type { ReportBucket, ReportFact, ReportFilters, ReportSummary } from './report-types.ts';
import { summarizeReport } from './summarize-report.ts';

const f1 = makeFact({
  id: 'f1',
  mode: 'ocean',
  direction: 'import',
  client: 'Importadora del Bajío',
  carrier: 'Maersk',
  status: 'In progress',
  origin: 'Shanghai (CNSHA)',
  destination: 'Manzanillo (MXZLO)',
  createdAt: '2026-01-15T12:00:00.000Z',
  teu: 3,
  money: [money('MXN', 0, 500), money('USD', 1250, 1000)],
  milestones: { onTime: 3, late: 1, overdue: 1 },
});
const f2 = makeFact({
  id: 'f2',
  mode: 'air',
  direction: 'export',
  client: 'ACME',
  carrier: 'Aeroméxico Cargo',
  status: 'Finished',
  origin: 'MEX',
  destination: 'LAX',
  // Still February in Mexico City (21:00 on the 28th).
  createdAt: '2026-03-01T03:00:00.000Z',
  eta: '2026-03-02T03:00:00.000Z',
  chargeableKg: 833.5,
  money: [money('USD', 100.1, 80.05)],
  milestones: { onTime: 1, late: 0, overdue: 0 },
});
const f3 = makeFact({
  id: 'f3',
  mode: 'land',
  direction: 'domestic',
  origin: 'Querétaro, Qro.',
  createdAt: '2026-04-02T12:00:00.000Z',
  milestones: { onTime: 0, late: 2, overdue: 0 },
});
const f4 = makeFact({
  id: 'f4',
  mode: 'ocean',
  direction: 'import',
  client: 'importadora del bajío',
  carrier: 'MAERSK',
  status: 'in progress',
  origin: 'shanghai (cnsha)',
  destination: 'manzanillo (mxzlo)',
  teu: 2,
  money: [money('USD', 0.2, 0.1)],
  milestones: { onTime: 0, late: 0, overdue: 2 },
});
const FACTS = [f1, f2, f3, f4];

type Modes = Partial<Record<ShipmentMode, number>>;
const bucket = (
  key: string,
  ids: string[],
  modes: Modes,
  profit: Record<string, number> = {},
  label = key,
): ReportBucket => ({
  key,
  label,
  shipments: ids.length,
  byMode: { ocean: 0, air: 0, land: 0, ...modes },
  profit,
  shipmentIds: ids,
});

const LANE = 'SHANGHAI (CNSHA)→MANZANILLO (MXZLO)';
const LANE_LABEL = 'Shanghai (CNSHA) → Manzanillo (MXZLO)';

const EXPECTED: ReportSummary = {
  shipments: { value: 4, shipmentIds: ['f1', 'f2', 'f3', 'f4'] },
  byMode: {
    ocean: { value: 2, shipmentIds: ['f1', 'f4'] },
    air: { value: 1, shipmentIds: ['f2'] },
    land: { value: 1, shipmentIds: ['f3'] },
  },
  byDirection: [
    bucket('import', ['f1', 'f4'], { ocean: 2 }, { MXN: -500, USD: 250.1 }),
    bucket('domestic', ['f3'], { land: 1 }),
    bucket('export', ['f2'], { air: 1 }, { USD: 20.05 }),
  ],
  teu: { value: 5, shipmentIds: ['f1', 'f4'] },
  chargeableKg: { value: 833.5, shipmentIds: ['f2'] },
  money: [
    { currency: 'MXN', income: 0, cost: 500, profit: -500, margin: null, shipmentIds: ['f1'] },
    {
      currency: 'USD',
      income: 1350.3,
      cost: 1080.15,
      profit: 270.15,
      // 270.15 / 1350.3 = 0.200066…
      margin: 0.2001,
      shipmentIds: ['f1', 'f2', 'f4'],
    },
  ],
  onTime: { onTime: 4, done: 7, rate: 0.5714, shipmentIds: ['f1', 'f2', 'f3'] },
  overdueMilestones: { value: 3, shipmentIds: ['f1', 'f4'] },
  monthly: [
    bucket('2026-01', ['f1'], { ocean: 1 }, { MXN: -500, USD: 250 }),
    bucket('2026-02', ['f2'], { air: 1 }, { USD: 20.05 }),
    bucket('2026-03', [], {}),
    bucket('2026-04', ['f3'], { land: 1 }),
  ],
  statusPipeline: [
    bucket('In progress', ['f1', 'f4'], { ocean: 2 }, { MXN: -500, USD: 250.1 }),
    bucket('', ['f3'], { land: 1 }),
    bucket('Finished', ['f2'], { air: 1 }, { USD: 20.05 }),
  ],
  topClients: [
    bucket('Importadora del Bajío', ['f1', 'f4'], { ocean: 2 }, { MXN: -500, USD: 250.1 }),
    bucket('', ['f3'], { land: 1 }),
    bucket('ACME', ['f2'], { air: 1 }, { USD: 20.05 }),
  ],
  topLanes: [
    bucket(LANE, ['f1', 'f4'], { ocean: 2 }, { MXN: -500, USD: 250.1 }, LANE_LABEL),
    // Querétaro without a destination is no lane.
    bucket('', ['f3'], { land: 1 }),
    bucket('MEX→LAX', ['f2'], { air: 1 }, { USD: 20.05 }, 'MEX → LAX'),
  ],
  topCarriers: [
    bucket('Maersk', ['f1', 'f4'], { ocean: 2 }, { MXN: -500, USD: 250.1 }),
    bucket('', ['f3'], { land: 1 }),
    bucket('Aeroméxico Cargo', ['f2'], { air: 1 }, { USD: 20.05 }),
  ],
};

const summarize = (
  facts: readonly ReportFact[],
  filters: Partial<ReportFilters> = {},
  options?: Parameters<typeof summarizeReport>[2],
) => summarizeReport(facts, { ...EMPTY_REPORT_FILTERS, ...filters }, options);

describe('summarizeReport', () => {
  it('counts every figure with the shipments behind it', () => {
    expect(summarize(FACTS)).toEqual(EXPECTED);
  });

  it('gives zeros and empty lists for no facts', () => {
    expect(summarize([])).toEqual({
      shipments: { value: 0, shipmentIds: [] },
      byMode: {
        ocean: { value: 0, shipmentIds: [] },
        air: { value: 0, shipmentIds: [] },
        land: { value: 0, shipmentIds: [] },
      },
      byDirection: [],
      teu: { value: 0, shipmentIds: [] },
      chargeableKg: { value: 0, shipmentIds: [] },
      money: [],
      onTime: { onTime: 0, done: 0, rate: null, shipmentIds: [] },
      overdueMilestones: { value: 0, shipmentIds: [] },
      monthly: [],
      statusPipeline: [],
      topClients: [],
      topLanes: [],
      topCarriers: [],
    });
  });

  it.each<[string, Partial<ReportFilters>, string | undefined, string[], string[][]]>([
    [
      'months of the business zone',
      {},
      undefined,
      ['2026-01', '2026-02', '2026-03', '2026-04'],
      [['f1'], ['f2'], [], ['f3']],
    ],
    [
      'months of UTC',
      {},
      'UTC',
      ['2026-01', '2026-02', '2026-03', '2026-04'],
      [['f1'], [], ['f2'], ['f3']],
    ],
    [
      'ETA basis: facts without ETA are in no month',
      { basis: 'eta' },
      undefined,
      ['2026-03'],
      [['f2']],
    ],
    ['ETD basis with no ETD at all', { basis: 'etd' }, undefined, [], []],
  ])('monthly: %s', (_name, filters, timeZone, keys, ids) => {
    const { monthly } = summarize(FACTS, filters, { timeZone });
    expect(monthly.map((month) => month.key)).toEqual(keys);
    expect(monthly.map((month) => month.shipmentIds)).toEqual(ids);
  });

  it('shows only the filtered currency', () => {
    const summary = summarize([f1, f2, f4], { currency: ' usd ' });
    expect(summary.money).toEqual([EXPECTED.money[1]]);
    expect(summary.monthly.map((month) => month.profit)).toEqual([{ USD: 250 }, { USD: 20.05 }]);
    expect(summary.topClients[0]?.profit).toEqual({ USD: 250.1 });
    expect(summary.shipments.value).toBe(3);
  });

  it.each([
    [1, ['Importadora del Bajío']],
    [2, ['Importadora del Bajío', '']],
    [0, []],
  ])('topN %i keeps the first clients', (topN, keys) => {
    const summary = summarize(FACTS, {}, { topN });
    expect(summary.topClients.map((client) => client.key)).toEqual(keys);
    expect(summary.statusPipeline).toHaveLength(3);
  });

  it('rounds sums to cents (0.1 + 0.2 is 0.3)', () => {
    const facts = [
      makeFact({ id: 'x', createdAt: '2026-05-01T12:00:00.000Z', money: [money('USD', 0.1, 0)] }),
      makeFact({ id: 'y', createdAt: '2026-05-02T12:00:00.000Z', money: [money('USD', 0.2, 0)] }),
    ];
    const summary = summarize(facts);
    expect(summary.money[0]).toMatchObject({ income: 0.3, profit: 0.3, margin: 1 });
    expect(summary.monthly[0]?.profit).toEqual({ USD: 0.3 });
    expect(summary.topClients[0]?.profit).toEqual({ USD: 0.3 });
  });

  it('margins are negative on a loss and null without income', () => {
    const facts = [
      makeFact({ id: 'x', money: [money('EUR', 100, 150.5), money('', 0, 10)] }),
      makeFact({ id: 'y', money: [money('EUR', 0, 0)] }),
    ];
    expect(summarize(facts).money).toEqual([
      {
        currency: 'EUR',
        income: 100,
        cost: 150.5,
        profit: -50.5,
        margin: -0.505,
        shipmentIds: ['x', 'y'],
      },
      { currency: '', income: 0, cost: 10, profit: -10, margin: null, shipmentIds: ['x'] },
    ]);
  });
});
