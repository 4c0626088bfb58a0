import {
  EMPTY_REPORT_FILTERS,
  FIGURE_PATHS,
  quoteReport,
  reportAnswer,
  type CompaniesRecord,
  type QuoteReportSource,
} from '@rumbo/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopProbing } from '#data/sync/sync-engine.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import ReportsRoute from './reports.tsx';

// The reports page's quotes section (issue 38): the server's quotes report in the page's dates,
// for a plan with quotes; nothing of it (not even the request) on the silver plan.

const GOLFO = 'rmbcompanygolfo';
const PERIOD = '?from=2026-11-01&to=2026-11-30';

const quote = (change: Partial<QuoteReportSource>): QuoteReportSource => ({
  state: 'sent',
  sentAt: '2026-11-10 16:00:00.000Z',
  decidedAt: '',
  date: '2026-11-09',
  client: 'pclient0000000a',
  clientName: 'Importadora del Bajío',
  origin: 'CNSHA',
  destination: 'MXZLO',
  mode: 'ocean',
  currency: 'USD',
  totals: [{ converted: { marginPercent: 18 } }],
  chosenOption: 0,
  ...change,
});

const QUOTES = [
  quote({ state: 'accepted' }),
  quote({ state: 'rejected' }),
  quote({ state: 'expired', client: 'pclient0000000b', clientName: 'Café Orizaba' }),
  quote({ mode: 'air', origin: 'MEX', destination: 'MIA' }),
];

/** The figures routes as the server answers them: no shipments, and the quotes report. */
function serveFigures(quotes: () => Promise<unknown>) {
  return vi.spyOn(pb, 'send').mockImplementation(async (path, options) => {
    if (path === FIGURE_PATHS.report)
      return reportAnswer([], EMPTY_REPORT_FILTERS, { asOf: new Date() }).answer as never;
    if (path === FIGURE_PATHS.reportQuotes) {
      expect(options?.query).toEqual({ from: '2026-11-01', to: '2026-11-30' });
      return (await quotes()) as never;
    }
    throw new Error(`Unexpected request ${path}`);
  });
}

const answer = () =>
  Promise.resolve({
    ...quoteReport(QUOTES, { from: '2026-11-01', to: '2026-11-30' }),
    asOf: new Date().toISOString(),
  });

/** The route as staff of Golfo, whose company (and plan) is already known. */
function renderRoute(membershipPlan: string) {
  const queryClient = testQueryClient({ staleTime: Infinity });
  queryClient.setQueryData(['companies', GOLFO], {
    id: GOLFO,
    collectionName: 'companies',
    name: 'Golfo Logistics',
    membershipPlan,
    membershipStartAt: '2020-01-01 00:00:00.000Z',
    membershipEndAt: '2099-01-01 00:00:00.000Z',
  } as CompaniesRecord);
  renderAs(<ReportsRoute />, {
    company: GOLFO,
    path: `/dashboard/reports${PERIOD}`,
    queryClient,
    showLocation: false,
  });
}

const quotesSection = () => screen.findByRole('region', { name: 'Quotes' });

describe('the quotes section of the reports page', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(pb.realtime, 'unsubscribe').mockResolvedValue();
    vi.spyOn(pb.collection('companies'), 'subscribe').mockResolvedValue(async () => undefined);
  });

  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    stopProbing();
    pb.authStore.clear();
  });

  it("shows the server's quotes report for the page's dates: tiles, lanes and clients", async () => {
    const send = serveFigures(answer);
    renderRoute('gold');
    const section = await quotesSection();
    const tiles = await within(section).findByRole('group', { name: 'Quote figures' });
    const tileTexts = within(tiles)
      .getAllByTestId('report-tile')
      .map((tile) => tile.textContent);
    expect(tileTexts).toEqual([
      expect.stringMatching(/^Quotes sent4.*1 awaiting an answer · 0 drafts/),
      expect.stringMatching(/^Won1/),
      expect.stringMatching(/^Lost1.*1 expired besides/),
      expect.stringMatching(/^Win rate33\.3%/),
      expect.stringMatching(/^Average margin18%/),
    ]);
    const lanes = within(section).getByRole('table', { name: 'By lane' });
    const laneRows = within(lanes).getAllByRole('row').slice(1);
    expect(laneRows.map((row) => row.textContent)).toEqual([
      // Lane, mode; sent, won, lost, expired; win rate; average margin.
      'CNSHA → MXZLOOcean311133.3%18%',
      'MEX → MIAAir1000——',
    ]);
    const clients = within(section).getByRole('table', { name: 'By client' });
    expect(within(clients).getByRole('rowheader', { name: 'Importadora del Bajío' })).toBeVisible();
    expect(within(clients).getByRole('rowheader', { name: 'Café Orizaba' })).toBeVisible();
    expect(send).toHaveBeenCalledWith(FIGURE_PATHS.reportQuotes, expect.anything());
  });

  it('shows a card per lane and per client on a phone, the others added up', async () => {
    const stubbed = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...stubbed(query),
      matches: query === '(max-width: 860px)',
    });
    try {
      const clients = Array.from({ length: 12 }, (_, index) =>
        quote({ client: `pclient00000${10 + index}`, clientName: `Cliente ${10 + index}` }),
      );
      serveFigures(() =>
        Promise.resolve({
          ...quoteReport(clients, { from: '2026-11-01', to: '2026-11-30' }),
          asOf: new Date().toISOString(),
        }),
      );
      renderRoute('gold');
      const section = await quotesSection();
      const cards = await within(section).findByRole('list', { name: 'By client' });
      expect(within(section).queryByRole('table')).toBeNull();
      const items = within(cards).getAllByRole('listitem');
      expect(items).toHaveLength(11);
      expect(items[0]).toHaveTextContent(/^Cliente 10.*Sent1Won0Lost0Expired0/);
      expect(items[10]).toHaveTextContent(/^2 other clients.*Sent2/);
      const lanes = within(section).getByRole('list', { name: 'By lane' });
      expect(within(lanes).getByRole('listitem')).toHaveTextContent(/^CNSHA → MXZLOOcean.*Sent12/);
    } finally {
      window.matchMedia = stubbed;
    }
  });

  it('says the figures need the server when it cannot be reached', async () => {
    serveFigures(() => Promise.reject(new ClientResponseError({ status: 0 })));
    renderRoute('gold');
    const section = await quotesSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Quote figures need the server',
    );
    expect(within(section).queryByRole('group', { name: 'Quote figures' })).toBeNull();
  });

  it('is not there on the silver plan, and its figures are not asked for', async () => {
    const send = serveFigures(answer);
    renderRoute('silver');
    expect(await screen.findByRole('heading', { name: 'No shipments yet' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Quotes' })).toBeNull();
    expect(send).toHaveBeenCalledWith(FIGURE_PATHS.report, expect.anything());
    expect(send).not.toHaveBeenCalledWith(FIGURE_PATHS.reportQuotes, expect.anything());
  });
});
