import {
  EMPTY_REPORT_FILTERS,
  reportCounts,
  summarizeReport,
  type ReportFact,
} from '@rumbo/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import ReportCharts from './report-charts.tsx';

function fact(id: string, overrides: Partial<ReportFact>): ReportFact {
  return {
    id,
    mode: 'ocean',
    code: id.toUpperCase(),
    reference: '',
    direction: 'import',
    client: 'Café Orizaba',
    carrier: 'Maersk',
    status: 'In transit',
    origin: 'CNSHA',
    destination: 'MXZLO',
    createdAt: '2026-02-10T18:00:00.000Z',
    etd: '',
    eta: '',
    teu: 1,
    chargeableKg: 0,
    money: [{ currency: 'MXN', income: 100, cost: 40, profit: 60 }],
    milestones: { onTime: 0, late: 0, overdue: 0 },
    ...overrides,
  };
}

const FACTS = [
  fact('a', {}),
  fact('b', { client: '', carrier: '', createdAt: '2026-04-02T18:00:00.000Z' }),
  fact('c', { mode: 'air', client: '', status: '', origin: '', money: [] }),
];

function renderCharts() {
  const onDrill = vi.fn();
  const summary = reportCounts(summarizeReport(FACTS, EMPTY_REPORT_FILTERS));
  renderAs(<ReportCharts summary={summary} onDrill={onDrill} />, {
    signedIn: 'keep',
    showLocation: false,
  });
  return { onDrill };
}

async function showTable(title: string) {
  const card = screen.getByRole('region', { name: title });
  await userEvent.click(within(card).getByRole('button', { name: 'Show as table' }));
  return within(card).getByRole('table');
}

describe('ReportCharts', () => {
  // happy-dom lays nothing out, so recharts measures a 0×0 box and says so on every chart.
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).startsWith('The width(0) and height(0) of chart')) warn(...args);
    });
  });

  it('has a titled card per chart', () => {
    renderCharts();
    for (const title of [
      'Monthly volume and profit',
      'Mode mix',
      'Status pipeline',
      'Top clients',
      'Top lanes',
      'Top carriers',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('drills from a table row, naming empty buckets', async () => {
    const { onDrill } = renderCharts();
    const table = await showTable('Top clients');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toContain('No client211');
    await userEvent.click(within(table).getByRole('button', { name: 'No client' }));
    expect(onDrill).toHaveBeenCalledWith({ title: 'Client: No client', figure: 'client:' });
  });

  it('lists every month between the first and the last, with the profit of the currency', async () => {
    const { onDrill } = renderCharts();
    const table = await showTable('Monthly volume and profit');
    const labels = within(table)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Feb 2026', 'Mar 2026', 'Apr 2026']);
    expect(within(table).getByRole('columnheader', { name: 'Profit MXN' })).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Apr 2026' }));
    expect(onDrill).toHaveBeenCalledWith({
      title: 'Shipments of Apr 2026',
      figure: 'month:2026-04',
    });
  });

  it('names lanes without an end and statuses without a value', async () => {
    renderCharts();
    const lanes = await showTable('Top lanes');
    expect(within(lanes).getByRole('button', { name: 'No lane' })).toBeInTheDocument();
    expect(within(lanes).getByRole('button', { name: 'CNSHA → MXZLO' })).toBeInTheDocument();
    const statuses = await showTable('Status pipeline');
    expect(within(statuses).getByRole('button', { name: 'No status' })).toBeInTheDocument();
  });
});
