import {
  EMPTY_REPORT_FILTERS,
  FIGURE_PATHS,
  reportAnswer,
  reportFigureIds,
  toReportFact,
  type ReportFilters,
  type ShipmentListSource,
} from '@rumbo/domain';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stopProbing } from '#data/sync/sync-engine.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import { ReportsPage } from './reports-page.tsx';

const NOW = new Date();
const record = (mode: ShipmentListSource['mode'], id: string, client: string, usd: number) =>
  ({
    id,
    mode,
    ref: id.toUpperCase(),
    shipmentCode: `${mode.toUpperCase()}-${id}`,
    principal: client,
    status: 'In progress',
    created: '2026-03-01 10:00:00.000Z',
    costControlRows: [{ flow: 'income', currency: 'USD', amount: usd }],
  }) as ShipmentListSource;
const FACTS = [
  record('ocean', 'o1', 'Café Orizaba', 100),
  record('air', 'a1', 'Café Orizaba', 200),
  record('air', 'a2', 'Grupo Bimbo', 300),
].map((it) => toReportFact(it, NOW));

type Query = Record<string, string | number>;

/** Reads the filters as the server does: the same parameters the route takes. */
function filtersOf(query: Query): ReportFilters {
  return {
    ...EMPTY_REPORT_FILTERS,
    modes: query.mode ? (String(query.mode).split(',') as ReportFilters['modes']) : [],
    client: String(query.client ?? ''),
  };
}

/** The figures routes as the server answers them, with the domain's rules over FACTS. */
function serveReport() {
  return vi.spyOn(pb, 'send').mockImplementation(async (path, options) => {
    const query = (options?.query ?? {}) as Query;
    const { summary, answer } = reportAnswer(FACTS, filtersOf(query), { asOf: NOW });
    if (path === FIGURE_PATHS.report) return answer as never;
    if (path === FIGURE_PATHS.reportShipments) {
      const ids = reportFigureIds(summary, String(query.figure)) ?? [];
      const items = FACTS.filter((fact) => ids.includes(fact.id));
      const page = { page: 1, perPage: 100, totalItems: ids.length, totalPages: 1 };
      return { ...page, asOf: answer.asOf, items } as never;
    }
    throw new Error(`Unexpected request ${path}`);
  });
}

function renderPage(address: string) {
  renderAs(<ReportsPage />, { signedIn: 'keep', path: address, showLocation: false });
}

const tile = (name: RegExp) =>
  within(screen.getByRole('region', { name: 'Key figures' })).getByRole('button', { name });

describe('ReportsPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    signInAs();
  });

  afterEach(() => {
    // Unmounted first: a query still running must not reach the network once `send` is restored.
    cleanup();
    vi.restoreAllMocks();
    stopProbing();
    pb.authStore.clear();
  });

  it("asks the server for the report of the address's filters, never for the shipment lists", async () => {
    const send = serveReport();
    const lists = ['shipments_ocean', 'shipments_air', 'shipments_land'].flatMap((name) => [
      vi.spyOn(pb.collection(name), 'getList'),
      vi.spyOn(pb.collection(name), 'getFullList'),
    ]);
    renderPage('/dashboard/reports?mode=air&client=Caf%C3%A9%20Orizaba');
    expect(await screen.findByRole('button', { name: /^Shipments/ })).toHaveTextContent('1');
    expect(send).toHaveBeenCalledWith(
      FIGURE_PATHS.report,
      expect.objectContaining({ query: { mode: 'air', client: 'Café Orizaba' } }),
    );
    expect(tile(/^Income USD/)).toHaveTextContent('200');
    for (const list of lists) expect(list).not.toHaveBeenCalled();
  });

  it('offers the choices the server gives and opens the shipments behind a figure', async () => {
    const send = serveReport();
    renderPage('/dashboard/reports');
    await userEvent.click(await screen.findByRole('button', { name: /^Air shipments/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Air shipments' });
    expect(await within(drawer).findByRole('status')).toHaveTextContent('2 shipments');
    expect(
      within(drawer)
        .getAllByTestId('drill-row')
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('AIR-a1'), expect.stringContaining('AIR-a2')]);
    expect(send).toHaveBeenCalledWith(
      FIGURE_PATHS.reportShipments,
      expect.objectContaining({ query: { figure: 'mode:air', page: 1, perPage: 100 } }),
    );
  });

  // A spinner with a name must have a role that allows one (axe: aria-prohibited-attr).
  it('shows a named progress bar while the shipments behind a figure are read', async () => {
    const send = serveReport();
    const answer = send.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    send.mockImplementation(async (path, options) => {
      if (path === FIGURE_PATHS.reportShipments) await held;
      return answer(path, options);
    });
    renderPage('/dashboard/reports');
    await userEvent.click(await screen.findByRole('button', { name: /^Air shipments/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Air shipments' });
    expect(
      within(drawer).getByRole('progressbar', { name: 'Loading the shipments…' }),
    ).toBeVisible();
    release();
    expect(await within(drawer).findByRole('status')).toHaveTextContent('2 shipments');
  });
});
