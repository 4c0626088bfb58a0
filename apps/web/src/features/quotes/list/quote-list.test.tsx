import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { QuoteListItem } from '#data/quotes/quotes-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import type { QuoteListUser } from './quote-list-user.ts';
import { QuotesPage } from './quotes-page.tsx';

// The list's own states over the SDK's answers; the server's tests read and write real quotes.

const getList = vi.spyOn(pb.collection('quotes'), 'getList');
const partners = vi.spyOn(pb.collection('partners'), 'getFullList');
const shipments = vi.spyOn(pb.collection('shipments_ocean'), 'getFullList');
const spies = [getList, partners, shipments];

afterEach(() => {
  spies.forEach((spy) => spy.mockReset());
  pb.authStore.clear();
});
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

const STAFF: QuoteListUser = {
  companyId: TEST_COMPANY,
  isAdmin: false,
  isLoading: false,
  canSeeTariffs: true,
};

const usd = (total: number) => ({
  currency: 'USD' as const,
  subtotal: total,
  base16: 0,
  iva16: 0,
  base0: total,
  total,
  buy: total * 0.85,
  margin: total * 0.15,
  marginPercent: 0.15,
});

const ACCEPTED: QuoteListItem = {
  id: 'quote0000000001',
  company: TEST_COMPANY,
  code: 'QTE20260007',
  version: 2,
  state: 'accepted',
  client: 'partner00000001',
  clientName: 'Bajío Autopartes',
  mode: 'ocean',
  origin: 'Shanghai (CNSHA)',
  destination: 'Manzanillo (MXZLO)',
  currency: 'USD',
  date: '2026-03-02 00:00:00.000Z',
  validUntil: '2026-03-16 00:00:00.000Z',
  chosenOption: 1,
  totals: [
    { byCurrency: [usd(2500)], converted: usd(2500) },
    { byCurrency: [usd(2350)], converted: usd(2350) },
  ],
  shipmentCollection: 'shipments_ocean',
  shipment: 'ocean0000000003',
};

const DRAFT: QuoteListItem = {
  ...ACCEPTED,
  id: 'quote0000000002',
  code: 'QTE20260008',
  version: 1,
  state: 'draft',
  mode: 'air',
  origin: 'MEX',
  destination: 'MAD',
  chosenOption: 0,
  totals: [],
  shipmentCollection: '',
  shipment: '',
};

function page(items: QuoteListItem[], totalItems = items.length) {
  return { page: 1, perPage: 20, totalItems, totalPages: Math.ceil(totalItems / 20), items };
}

function openList(user: QuoteListUser = STAFF, path = '/dashboard/quotes') {
  partners.mockResolvedValue([
    { id: 'partner00000001', company: TEST_COMPANY, displayName: 'Bajío Autopartes' },
  ] as never);
  return renderAs(<QuotesPage user={user} />, { path });
}

describe('QuotesPage', { timeout: 20_000 }, () => {
  it('shows a skeleton while the first page loads', async () => {
    getList.mockReturnValue(new Promise(() => {}) as never);
    openList();
    expect(await screen.findByText('Loading the quotes…')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the quotes newest first, each opening in the editor', async () => {
    getList.mockResolvedValue(page([ACCEPTED, DRAFT]) as never);
    shipments.mockResolvedValue([{ id: 'ocean0000000003', shipmentCode: 'GOL-OC-0003' }] as never);
    const { user, location } = openList();
    const table = await screen.findByRole('table', { name: 'Quotes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('QTE20260007');
    expect(rows[0]).toHaveTextContent('Bajío Autopartes');
    expect(within(rows[0]!).getByRole('img', { name: 'Ocean' })).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('Shanghai (CNSHA) → to Manzanillo (MXZLO)');
    expect(rows[0]).toHaveTextContent('Accepted');
    // The option the client chose, in the quote's currency.
    expect(rows[0]).toHaveTextContent('USD 2,350.00');
    expect(rows[0]).toHaveTextContent('2 options');
    // A later version is named under its code; the first is not.
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Version 2');
    expect(within(rows[1]!).getByRole('rowheader')).not.toHaveTextContent('Version');
    expect(
      await within(rows[0]!).findByRole('link', {
        name: 'Open the shipment made from quote QTE20260007',
      }),
    ).toHaveAttribute('href', '/dashboard/shipments/ocean?open=ocean0000000003');
    expect(await within(rows[0]!).findByText('GOL-OC-0003')).toBeVisible();
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[1]).toHaveTextContent('Not priced yet');
    expect(within(rows[1]!).queryByRole('link', { name: /Open the shipment/ })).toBeNull();
    expect(screen.getByText('2 quotes')).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      1,
      20,
      expect.objectContaining({ filter: '', sort: '-date,-created,-id' }),
    );
    // Only what the list shows: not the lines nor the earlier versions.
    const fields = String(getList.mock.calls[0]![2]!.fields).split(',');
    expect(fields).not.toContain('options');
    expect(fields).not.toContain('versions');
    expect(screen.getByRole('link', { name: 'New quote' })).toHaveAttribute(
      'href',
      '/dashboard/quotes/new',
    );
    expect(screen.getByRole('link', { name: 'Exchange rates & margins' })).toHaveAttribute(
      'href',
      '/dashboard/quotes/settings',
    );
    await user.click(screen.getByRole('link', { name: 'Open quote QTE20260008' }));
    await waitFor(() => expect(location()).toBe('/dashboard/quotes/quote0000000002'));
  });

  it('filters on the server, back to page 1, and keeps the filters in the address', async () => {
    getList.mockResolvedValue(page([DRAFT], 45) as never);
    const { user, location } = openList(STAFF, '/dashboard/quotes?page=2');
    await screen.findByRole('table', { name: 'Quotes' });
    expect(getList).toHaveBeenLastCalledWith(2, 20, expect.objectContaining({ filter: '' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'sent');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        1,
        20,
        expect.objectContaining({ filter: "state = 'sent'" }),
      ),
    );
    await user.type(screen.getByLabelText('Origin'), 'Veracruz');
    await user.type(screen.getByLabelText('Search'), 'QTE');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        1,
        20,
        expect.objectContaining({
          filter:
            "state = 'sent' && origin ~ 'Veracruz' && (code ~ 'QTE' || clientName ~ 'QTE' || origin ~ 'QTE' || destination ~ 'QTE')",
        }),
      ),
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'validUntil');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        1,
        20,
        expect.objectContaining({ sort: 'validUntil,-created,-id' }),
      ),
    );
    expect(location()).toBe('/dashboard/quotes?state=sent&origin=Veracruz&q=QTE&sort=validUntil');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith(2, 20, expect.anything()));
    expect(location()).toContain('page=2');
  });

  it('goes to the last page when a link names a page past the end', async () => {
    getList.mockImplementation((async (pageNumber: number) => ({
      ...page(pageNumber <= 2 ? [DRAFT] : [], 25),
      page: pageNumber,
    })) as never);
    const { location } = openList(STAFF, '/dashboard/quotes?page=7');
    await waitFor(() => expect(location()).toBe('/dashboard/quotes?page=2'));
    expect(getList).toHaveBeenLastCalledWith(2, 20, expect.anything());
    expect(await screen.findByRole('table', { name: 'Quotes' })).toHaveTextContent('QTE20260008');
  });

  it('reads the filters of a shared link', async () => {
    getList.mockResolvedValue(page([ACCEPTED]) as never);
    openList(STAFF, '/dashboard/quotes?client=partner00000001&from=2026-03-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Quotes' });
    expect(getList).toHaveBeenCalledWith(
      1,
      20,
      expect.objectContaining({
        filter:
          "client = 'partner00000001' && date >= '2026-03-01 00:00:00.000Z' && date <= '2026-03-31 23:59:59.999Z'",
      }),
    );
    expect(screen.getByLabelText('Quoted from')).toHaveValue('2026-03-01');
    expect(await screen.findByDisplayValue('Bajío Autopartes')).toBeVisible();
  });

  it('says when nothing matches and clears the filters', async () => {
    getList.mockResolvedValue(page([]) as never);
    const { user, location } = openList(STAFF, '/dashboard/quotes?state=rejected');
    expect(await screen.findByText('No quotes match')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(1, 20, expect.objectContaining({ filter: '' })),
    );
    expect(location()).toBe('/dashboard/quotes');
  });

  it('invites a company without quotes to make its first', async () => {
    getList.mockResolvedValue(page([]) as never);
    const { user, location } = openList();
    expect(await screen.findByText('No quotes yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create the first quote' }));
    await waitFor(() => expect(location()).toBe('/dashboard/quotes/new'));
  });

  it('says the server cannot be reached instead of listing', async () => {
    getList.mockRejectedValue(new ClientResponseError({ status: 0 }));
    openList();
    expect(await screen.findByText('Quotes can’t be shown offline')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('refuses the silver plan and reads no quote', async () => {
    openList({ ...STAFF, canSeeTariffs: false });
    expect(await screen.findByRole('heading', { name: 'Quotes are not available' })).toBeVisible();
    expect(screen.getByText('Quotes are not included in the Silver plan.')).toBeVisible();
    expect(getList).not.toHaveBeenCalled();
  });

  it('shows cards on a phone, the filters but the search folded and counted', async () => {
    const stubbed = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...stubbed(query),
      matches: query === '(max-width: 860px)',
    });
    try {
      getList.mockResolvedValue(page([ACCEPTED]) as never);
      const { user } = openList(STAFF, '/dashboard/quotes?state=accepted&origin=Shanghai');
      const cards = await screen.findByRole('list', { name: 'Quotes' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(cards).getByRole('listitem');
      expect(card).toHaveTextContent('QTE20260007');
      expect(card).toHaveTextContent('Version 2');
      expect(card).toHaveTextContent('USD 2,350.00');
      expect(screen.getByLabelText('Search')).toBeVisible();
      const toggle = screen.getByRole('button', { name: 'Filters (2)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByLabelText('Origin')).toHaveValue('Shanghai');
    } finally {
      window.matchMedia = stubbed;
    }
  });

  it('shows a platform admin whose each quote is', async () => {
    getList.mockResolvedValue(page([DRAFT]) as never);
    const companies = vi
      .spyOn(pb.collection('companies'), 'getFullList')
      .mockResolvedValue([{ id: TEST_COMPANY, name: 'Golfo Logistics' }] as never);
    try {
      openList({ ...STAFF, companyId: null, isAdmin: true });
      const table = await screen.findByRole('table', { name: 'Quotes' });
      expect(await within(table).findByText('Golfo Logistics')).toBeVisible();
    } finally {
      companies.mockRestore();
    }
  });
});
