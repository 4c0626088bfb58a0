import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModeShipment } from '#data/repository/repository-types.ts';
import { refreshShipmentLists } from '#data/shipments/refresh-shipment-lists.ts';
import { pb } from '#lib/pocketbase.ts';
import { listQueryClient } from '#test/list-clients.ts';
import { oceanRecord } from '#test/records.ts';
import { giveElementsHeight, renderAs } from '#test/render-as.tsx';
import { signInAs, TEST_COMPANY } from '#test/sign-in.ts';
import { ShipmentsListPage } from './shipments-list-page.tsx';

const SHIPMENTS: ModeShipment[] = [
  oceanRecord({
    shipmentCode: 'OCN20260003',
    ref: 'PO-300',
    shipper: 'Textiles Peñasco',
    consignee: 'Aceros del Norte',
    portOfLoad: 'Veracruz',
    portOfArrival: 'Shanghai',
    operationalStatus: 'In progress',
    priority: 'High',
    created: '2026-03-03 10:00:00.000Z',
  }),
  oceanRecord({
    shipmentCode: 'OCN20260002',
    ref: 'PO-200',
    shipper: 'Café Orizaba',
    consignee: 'Hamburg Imports',
    portOfLoad: 'Manzanillo',
    portOfArrival: 'Hamburg',
    operationalStatus: 'Finished',
    created: '2026-03-02 10:00:00.000Z',
  }),
  oceanRecord({
    shipmentCode: 'OCN20260001',
    ref: 'PO-100',
    shipper: 'Muebles Tonalá',
    consignee: 'Aceros del Norte',
    portOfLoad: 'Altamira',
    portOfArrival: 'Houston',
    created: '2026-03-01 10:00:00.000Z',
  }),
];

function renderPage(path = '/dashboard/shipments/ocean', shipments: ModeShipment[] = SHIPMENTS) {
  const client = listQueryClient('ocean', shipments);
  renderAs(<ShipmentsListPage mode="ocean" />, { path, queryClient: client });
  return client;
}

const grid = () => screen.getByRole('grid', { name: 'Ocean shipments' });
const codes = () =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('gridcell')[1]!.textContent);
const location = () => screen.getByLabelText('location');
/** The list once the server's answer for what the URL and the boxes say is on screen. */
const shows = async (expected: string[]) => waitFor(() => expect(codes()).toEqual(expected));

// Rendering the whole page with Mantine in happy-dom takes a second or two per test.
describe('ShipmentsListPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    signInAs();
    giveElementsHeight();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    pb.authStore.clear();
  });

  it('lists the shipments newest first with their count, asking the server for one page', async () => {
    const client = renderPage();
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    expect(screen.getByRole('heading', { level: 1, name: 'Ocean shipments' })).toBeVisible();
    expect(screen.getByText('3 of 3 shipments')).toBeVisible();
    const first = within(grid()).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('Textiles Peñasco');
    expect(first).toHaveTextContent('→ Aceros del Norte');
    expect(first).toHaveTextContent('Veracruz');
    expect(first).toHaveTextContent('In progress');
    const company = `company = '${TEST_COMPANY}'`;
    expect(
      client.server.calls.map(({ page, perPage, options }) => [page, perPage, options]),
    ).toEqual(
      expect.arrayContaining([
        [
          1,
          100,
          expect.objectContaining({
            filter: company,
            sort: '-created,id',
            fields: 'id,created,updated,company,shipmentCode,listRow',
            skipTotal: false,
          }),
        ],
        [1, 1, expect.objectContaining({ filter: company, fields: 'id' })],
      ]),
    );
  });

  it('asks the server on every keystroke, accents ignored, and puts the text in ?search=', async () => {
    const user = userEvent.setup();
    const client = renderPage();
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    const box = screen.getByRole('searchbox', { name: 'Search this list' });
    await user.type(box, 'pena');
    await shows(['OCN20260003']);
    expect(screen.getByText('1 of 3 shipments')).toBeVisible();
    await waitFor(() => expect(location()).toHaveTextContent('?search=pena'));
    const searches = client.server.calls.map((call) => call.options.search).filter(Boolean);
    expect(searches).toEqual(['p', 'pe', 'pen', 'pena']);
  });

  it('takes ?search= from the URL, as the top bar sends it', async () => {
    renderPage('/dashboard/shipments/ocean?search=hamburg');
    expect(screen.getByRole('searchbox', { name: 'Search this list' })).toHaveValue('hamburg');
    await shows(['OCN20260002']);
  });

  it('sorts by a column header, says so with aria-sort and keeps the order in the URL', async () => {
    const user = userEvent.setup();
    const client = renderPage();
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    const header = screen.getByRole('columnheader', { name: 'Reference' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await shows(['OCN20260001', 'OCN20260002', 'OCN20260003']);
    expect(location()).toHaveTextContent('?sort=reference');
    // Empty references come after the others, in either direction: a second part, asked apart.
    const sorts = client.server.calls.map((call) => [call.options.filter, call.options.sort]);
    expect(sorts).toEqual(
      expect.arrayContaining([
        [`company = '${TEST_COMPANY}' && sortReference != ''`, 'sortReference,-created,id'],
        [`company = '${TEST_COMPANY}' && sortReference = ''`, '-created,id'],
      ]),
    );
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    expect(location()).toHaveTextContent('?sort=-reference');
  });

  it('opens with the order and filters a shared link carries', async () => {
    renderPage('/dashboard/shipments/ocean?sort=reference&priority=High&status=In%20progress');
    await shows(['OCN20260003']);
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    expect(screen.getByText('1 of 3 shipments')).toBeVisible();
  });

  it('filters by status, keeps it in the URL and offers to clear the filters', async () => {
    const user = userEvent.setup();
    const client = renderPage();
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('textbox', { name: 'Status' }));
    // The form's statuses are offered even when no shipment on screen has them.
    expect(
      await screen.findByRole('option', { name: 'Customs clearance', hidden: true }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Finished', hidden: true }));
    await shows(['OCN20260002']);
    expect(location()).toHaveTextContent('?status=Finished');
    expect(client.server.calls.at(-1)?.options.filter).toBe(
      `company = '${TEST_COMPANY}' && statusKey = 'finished'`,
    );
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(codes()).toHaveLength(3));
    expect(location()).not.toHaveTextContent('status');
  });

  it('filters by creation date range, both days included, in business time', async () => {
    const client = renderPage();
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.change(screen.getByLabelText('Created from'), { target: { value: '2026-03-02' } });
    fireEvent.change(screen.getByLabelText('Created to'), { target: { value: '2026-03-02' } });
    await shows(['OCN20260002']);
    expect(client.server.calls.at(-1)?.options.filter).toBe(
      `company = '${TEST_COMPANY}' && created >= '2026-03-02 06:00:00.000Z' && ` +
        `created <= '2026-03-03 05:59:59.999Z'`,
    );
    expect(location()).toHaveTextContent('from=2026-03-02&to=2026-03-02');
  });

  it('shows "no match" with a way back to every shipment', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/shipments/ocean?search=nothing-like-this');
    expect(await screen.findByRole('heading', { name: 'No shipments match' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(codes()).toHaveLength(3));
    expect(screen.getByRole('searchbox', { name: 'Search this list' })).toHaveValue('');
  });

  it('selects shown rows and exports the selection', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/shipments/ocean?search=aceros');
    await shows(['OCN20260003', 'OCN20260001']);
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all shown shipments' }));
    expect(screen.getByText('2 selected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export selected (2)' })).toBeVisible();
    const rows = within(grid()).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-selected'))).toEqual(['true', 'true']);
    await user.click(screen.getByRole('checkbox', { name: 'Select OCN20260001' }));
    expect(screen.getByRole('button', { name: 'Export selected (1)' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Select all shown shipments' })).toHaveAttribute(
      'data-indeterminate',
      'true',
    );
    // The selection outlives a new search that no longer shows it.
    await user.clear(screen.getByRole('searchbox', { name: 'Search this list' }));
    await waitFor(() => expect(codes()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Export selected (1)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByRole('button', { name: 'Export to Excel' })).toBeVisible();
  });

  it('opens a shipment by click or Enter, and a new one from the button', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/shipments/ocean?search=PO&milestone=delivery');
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    const [, first, second] = within(grid()).getAllByRole('row');
    await user.click(within(first!).getByText('PO-300'));
    expect(location()).toHaveTextContent(`?search=PO&open=${SHIPMENTS[0]!.id}`);
    second!.focus();
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent(`open=${SHIPMENTS[1]!.id}`);
    await user.click(screen.getByRole('button', { name: 'New shipment' }));
    expect(location()).toHaveTextContent('open=new');
  });

  it('moves between rows with the arrow keys and ticks with Space', async () => {
    const user = userEvent.setup();
    renderPage();
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    const rows = () => within(grid()).getAllByRole('row').slice(1);
    expect(rows().map((row) => row.tabIndex)).toEqual([0, -1, -1]);
    rows()[0]!.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(rows()[1]).toHaveFocus());
    await user.keyboard(' ');
    expect(rows()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    await waitFor(() => expect(rows()[2]).toHaveFocus());
  });

  it('reads the list again when a shipment changes (realtime), count included', async () => {
    const client = renderPage();
    await shows(['OCN20260003', 'OCN20260002', 'OCN20260001']);
    const created = oceanRecord({
      shipmentCode: 'OCN20260004',
      created: '2026-03-04 10:00:00.000Z',
    });
    client.server.setRecords([created, ...SHIPMENTS]);
    act(() => refreshShipmentLists(client, 'ocean'));
    await shows(['OCN20260004', 'OCN20260003', 'OCN20260002', 'OCN20260001']);
    expect(screen.getByText('4 of 4 shipments')).toBeVisible();
  });

  it('invites to create the first shipment when there is none', async () => {
    const user = userEvent.setup();
    renderPage('/dashboard/shipments/ocean', []);
    expect(await screen.findByRole('heading', { name: 'No ocean shipments yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create a shipment' }));
    expect(location()).toHaveTextContent('?open=new');
  });

  it('says the list could not be loaded, with a retry', async () => {
    const client = listQueryClient('ocean');
    client.server.getList.mockRejectedValue(
      new ClientResponseError({ status: 403, response: { message: 'No.' } }),
    );
    renderAs(<ShipmentsListPage mode="ocean" />, {
      path: '/dashboard/shipments/ocean',
      queryClient: client,
    });
    expect(await screen.findByText('The shipments could not be loaded.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
