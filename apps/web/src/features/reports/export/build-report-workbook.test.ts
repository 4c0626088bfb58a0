import {
  reportCounts,
  type ReportBucket,
  type ReportFact,
  type ReportFilters,
  type ReportSummary,
} from '@rumbo/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { XLSX_TYPE } from '#ui/xlsx-stream/xlsx-writer.ts';
import { buildReportWorkbook } from './build-report-workbook.ts';

const t = i18n.t.bind(i18n);

const FILTERS: ReportFilters = {
  from: '2026-01-01',
  to: '2026-03-31',
  basis: 'etd',
  modes: ['ocean', 'air'],
  direction: '',
  client: '',
  carrier: 'Maersk',
  status: '',
  currency: '',
};

function fact(overrides: Partial<ReportFact>): ReportFact {
  return {
    id: 'f',
    mode: 'ocean',
    code: 'OCN202600001',
    reference: 'PO-1',
    direction: 'import',
    client: 'Café Orizaba',
    carrier: 'Maersk',
    status: 'In transit',
    origin: 'CNSHA',
    destination: 'MXZLO',
    createdAt: '2026-01-10T18:00:00.000Z',
    etd: '2026-02-01T06:00:00.000Z',
    eta: '',
    teu: 2,
    chargeableKg: 0,
    money: [],
    milestones: { onTime: 0, late: 0, overdue: 0 },
    ...overrides,
  };
}

const FACTS = [
  fact({
    id: 'a',
    money: [
      { currency: 'MXN', income: 1000.5, cost: 400, profit: 600.5 },
      { currency: 'USD', income: 200, cost: 50, profit: 150 },
    ],
  }),
  fact({
    id: 'b',
    mode: 'air',
    code: 'AIR202600001',
    client: '',
    teu: 0,
    chargeableKg: 123.5,
    money: [{ currency: 'MXN', income: 0, cost: 100, profit: -100 }],
  }),
];

function bucket(key: string, label: string, ids: string[], profit = {}): ReportBucket {
  return {
    key,
    label,
    shipments: ids.length,
    byMode: { ocean: ids.includes('a') ? 1 : 0, air: ids.includes('b') ? 1 : 0, land: 0 },
    profit,
    shipmentIds: ids,
  };
}

const SUMMARY: ReportSummary = {
  shipments: { value: 2, shipmentIds: ['a', 'b'] },
  byMode: {
    ocean: { value: 1, shipmentIds: ['a'] },
    air: { value: 1, shipmentIds: ['b'] },
    land: { value: 0, shipmentIds: [] },
  },
  byDirection: [bucket('import', 'import', ['a', 'b'])],
  teu: { value: 2, shipmentIds: ['a'] },
  chargeableKg: { value: 123.5, shipmentIds: ['b'] },
  money: [
    {
      currency: 'MXN',
      income: 1000.5,
      cost: 500,
      profit: 500.5,
      margin: 0.5002,
      shipmentIds: ['a', 'b'],
    },
    { currency: 'USD', income: 200, cost: 50, profit: 150, margin: 0.75, shipmentIds: ['a'] },
  ],
  onTime: { onTime: 3, done: 4, rate: 0.75, shipmentIds: ['a'] },
  overdueMilestones: { value: 1, shipmentIds: ['b'] },
  monthly: [
    bucket('2026-01', '2026-01', []),
    bucket('2026-02', '2026-02', ['a', 'b'], { MXN: 500.5, USD: 150 }),
  ],
  statusPipeline: [bucket('In transit', 'In transit', ['a', 'b'])],
  topClients: [bucket('Café Orizaba', 'Café Orizaba', ['a']), bucket('', '', ['b'])],
  topLanes: [bucket('CNSHA→MXZLO', 'CNSHA → MXZLO', ['a', 'b'])],
  topCarriers: [bucket('Maersk', 'Maersk', ['a', 'b'])],
};

/** The shipments as the server gives them: pages, here of one shipment each. */
async function* pages(facts: readonly ReportFact[]) {
  for (const fact of facts) yield [fact];
}

async function readBack(blob: Blob) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  const sheet = (name: string) => workbook.getWorksheet(name)!;
  const values = (name: string, line: number) =>
    (sheet(name).getRow(line).values as unknown[]).slice(1);
  return { workbook, sheet, values };
}

describe('buildReportWorkbook', () => {
  it('writes the filters and the figures per currency on the Summary sheet', async () => {
    const blob = await buildReportWorkbook({
      pages: pages(FACTS),
      summary: reportCounts(SUMMARY),
      filters: FILTERS,
      t,
    });
    expect(blob.type).toBe(XLSX_TYPE);
    const { workbook, sheet, values } = await readBack(blob);
    expect(workbook.worksheets.map((it) => it.name)).toEqual([
      'Summary',
      'Monthly',
      'Status',
      'Clients',
      'Lanes',
      'Carriers',
      'Shipments',
    ]);
    const summary = sheet('Summary');
    expect(values('Summary', 1)).toEqual(['Filter', 'Value']);
    expect(summary.getRow(1).font?.bold).toBe(true);
    expect(summary.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const lines = new Map<string, unknown>();
    summary.eachRow((row) => {
      const [name, value] = (row.values as unknown[]).slice(1);
      lines.set(String(name), value);
    });
    expect(lines.get('From')).toBe('2026-01-01');
    expect(lines.get('Date basis')).toBe('ETD');
    expect(lines.get('Modes')).toBe('Ocean, Air');
    expect(lines.get('Client')).toBe('Any');
    expect(lines.get('Carrier')).toBe('Maersk');
    expect(lines.get('Shipments')).toBe(2);
    expect(lines.get('Land')).toBe(0);
    expect(lines.get('TEU (ocean)')).toBe(2);
    expect(lines.get('Chargeable kg (air)')).toBe(123.5);
    expect(lines.get('On-time milestones (%)')).toBe(0.75);
    expect(lines.get('Overdue milestones')).toBe(1);
    expect(lines.get('Income MXN')).toBe(1000.5);
    expect(lines.get('Profit MXN')).toBe(500.5);
    expect(lines.get('Margin (%) USD')).toBe(0.75);
  });

  it('writes each breakdown with months as dates and profit per currency', async () => {
    const blob = await buildReportWorkbook({
      pages: pages(FACTS),
      summary: reportCounts(SUMMARY),
      filters: FILTERS,
      t,
    });
    const { sheet, values } = await readBack(blob);
    expect(values('Monthly', 1)).toEqual([
      'Month',
      'Shipments',
      'Ocean',
      'Air',
      'Land',
      'Profit MXN',
      'Profit USD',
    ]);
    expect(values('Monthly', 3)).toEqual([
      new Date('2026-02-01T00:00:00Z'),
      2,
      1,
      1,
      0,
      500.5,
      150,
    ]);
    expect(sheet('Monthly').getCell('A3').numFmt).toBe('mmm yyyy');
    expect(values('Clients', 3)).toEqual(['No client', 1, 0, 1, 0, 0, 0]);
    expect(values('Lanes', 2)[0]).toBe('CNSHA → MXZLO');
    expect(sheet('Carriers').getRow(1).font?.bold).toBe(true);
  });

  it('writes one Shipments row per fact, dates in business time, money per currency', async () => {
    const progress: number[] = [];
    const blob = await buildReportWorkbook({
      pages: pages(FACTS),
      summary: reportCounts(SUMMARY),
      filters: FILTERS,
      t,
      onProgress: (percent) => progress.push(percent),
    });
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const { sheet, values } = await readBack(blob);
    expect(values('Shipments', 1)).toEqual([
      'Code',
      'Mode',
      'Direction',
      'Client',
      'Carrier',
      'Origin',
      'Destination',
      'Status',
      'Created',
      'ETD',
      'ETA',
      'TEU',
      'Chargeable kg',
      'Income MXN',
      'Cost MXN',
      'Profit MXN',
      'Income USD',
      'Cost USD',
      'Profit USD',
    ]);
    const first = values('Shipments', 2);
    expect(first.slice(0, 8)).toEqual([
      'OCN202600001',
      'Ocean',
      'import',
      'Café Orizaba',
      'Maersk',
      'CNSHA',
      'MXZLO',
      'In transit',
    ]);
    // 18:00 UTC is 12:00 in the UTC−6 business zone, as Excel shows it.
    expect(first[8]).toEqual(new Date('2026-01-10T12:00:00.000Z'));
    expect(first[9]).toEqual(new Date('2026-02-01T00:00:00.000Z'));
    expect(first[10]).toBeUndefined();
    expect(first.slice(11)).toEqual([2, 0, 1000.5, 400, 600.5, 200, 50, 150]);
    expect(sheet('Shipments').getCell('I2').numFmt).toBe('yyyy-mm-dd hh:mm');
    const second = values('Shipments', 3);
    expect(second.slice(11, 16)).toEqual([0, 123.5, 0, 100, -100]);
    expect(second.slice(16)).toEqual([]);
    expect(sheet('Shipments').rowCount).toBe(3);
  });

  it('shows only the filtered currency', async () => {
    const blob = await buildReportWorkbook({
      pages: pages(FACTS),
      summary: reportCounts({ ...SUMMARY, money: [SUMMARY.money[1]!] }),
      filters: { ...FILTERS, currency: 'USD' },
      t,
    });
    const { values } = await readBack(blob);
    expect(values('Shipments', 1).slice(13)).toEqual(['Income USD', 'Cost USD', 'Profit USD']);
    expect(values('Shipments', 3).slice(13)).toEqual([]);
  });
});
