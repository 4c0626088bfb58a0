import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceListItem } from '#data/invoices/invoices-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import type { InvoiceListUser } from './invoice-list-user.ts';
import { InvoicesPage } from './invoices-page.tsx';

// The list's own states over the SDK's answers; the server's tests read and write invoices.

const getList = vi.spyOn(pb.collection('invoices'), 'getList');
const partners = vi.spyOn(pb.collection('partners'), 'getFullList');
const spies = [getList, partners];

afterEach(() => {
  spies.forEach((spy) => spy.mockReset());
  pb.authStore.clear();
});
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

const STAFF: InvoiceListUser = { companyId: TEST_COMPANY, isAdmin: false, isLoading: false };

const STAMPED: InvoiceListItem = {
  id: 'invoice00000001',
  company: TEST_COMPANY,
  code: 'F-12',
  state: 'partiallyPaid',
  client: 'partner00000001',
  clientName: 'Bajío Autopartes',
  currency: 'USD',
  issuedAt: '2026-03-02 17:00:00.000Z',
  dueDate: '2026-04-01 12:00:00.000Z',
  created: '2026-03-02 16:00:00.000Z',
  total: 2320,
  balance: 1160,
  uuid: '5fb2822e-396d-4725-8521-cdc4bdd20ccf',
  cancelReason: '',
};

const DRAFT: InvoiceListItem = {
  ...STAMPED,
  id: 'invoice00000002',
  code: 'F-13',
  state: 'draft',
  currency: 'MXN',
  issuedAt: '',
  total: 11600,
  balance: 11600,
  uuid: '',
};

function page(items: InvoiceListItem[], totalItems = items.length) {
  return { page: 1, perPage: 20, totalItems, totalPages: Math.ceil(totalItems / 20), items };
}

function openList(user: InvoiceListUser = STAFF, path = '/dashboard/invoices') {
  partners.mockResolvedValue([
    { id: 'partner00000001', company: TEST_COMPANY, displayName: 'Bajío Autopartes' },
  ] as never);
  return renderAs(<InvoicesPage user={user} />, { path });
}

describe('InvoicesPage', { timeout: 20_000 }, () => {
  it('lists the invoices with their amounts, state and UUID, each opening in the editor', async () => {
    getList.mockResolvedValue(page([STAMPED, DRAFT]) as never);
    const { user, location } = openList();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Invoice', 'Client', 'Issued', 'Due', 'Total', 'Balance', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('F-12');
    expect(rows[0]).toHaveTextContent('Bajío Autopartes');
    expect(rows[0]).toHaveTextContent('USD 2,320.00');
    expect(rows[0]).toHaveTextContent('USD 1,160.00');
    expect(rows[0]).toHaveTextContent('Partially paid');
    expect(
      within(rows[0]!).getByLabelText(`Fiscal folio (UUID) ${STAMPED.uuid}`),
    ).toHaveTextContent('5FB2822E');
    expect(rows[1]).toHaveTextContent('Draft');
    expect(rows[1]).toHaveTextContent('Not issued');
    expect(screen.getByText('2 invoices')).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      1,
      20,
      expect.objectContaining({ filter: '', sort: '-created,-id' }),
    );
    expect(String(getList.mock.calls[0]![2]!.fields).split(',')).not.toContain('lines');
    expect(screen.getByRole('link', { name: 'New invoice' })).toHaveAttribute(
      'href',
      '/dashboard/invoices/new',
    );
    await user.click(screen.getByRole('link', { name: 'Open invoice F-13' }));
    await waitFor(() => expect(location()).toBe('/dashboard/invoices/invoice00000002'));
  });

  it('says which stamped invoice has a cancellation waiting for the client', async () => {
    const waiting = { ...STAMPED, state: 'stamped' as const, cancelReason: '02' as const };
    getList.mockResolvedValue(page([waiting]) as never);
    openList();
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent('Cancellation awaiting the client');
    expect(row).not.toHaveTextContent('Stamped');
    expect(String(getList.mock.calls[0]![2]!.fields).split(',')).toContain('cancelReason');
  });

  it('filters on the server, back to page 1, and keeps the filters in the address', async () => {
    getList.mockResolvedValue(page([DRAFT], 45) as never);
    const { user, location } = openList(STAFF, '/dashboard/invoices?page=2');
    await screen.findByRole('table', { name: 'Invoices' });
    expect(getList).toHaveBeenLastCalledWith(2, 20, expect.objectContaining({ filter: '' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'sealed');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        1,
        20,
        expect.objectContaining({ filter: "state = 'sealed'" }),
      ),
    );
    expect(
      within(screen.getByLabelText('Status')).getByRole('option', { name: 'Sent to the PAC' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.type(screen.getByLabelText('Search'), 'F-1');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        1,
        20,
        expect.objectContaining({
          filter:
            "state = 'sealed' && currency = 'USD' && (code ~ 'F-1' || clientName ~ 'F-1' || uuid ~ 'F-1')",
        }),
      ),
    );
    await user.selectOptions(screen.getByLabelText('Order'), 'dueDate');
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(
        1,
        20,
        expect.objectContaining({ sort: 'dueDate,-created,-id' }),
      ),
    );
    expect(location()).toBe('/dashboard/invoices?state=sealed&currency=USD&q=F-1&sort=dueDate');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith(2, 20, expect.anything()));
    expect(location()).toContain('page=2');
  });

  it('reads the filters of a shared link: client and issue days', async () => {
    getList.mockResolvedValue(page([STAMPED]) as never);
    openList(STAFF, '/dashboard/invoices?client=partner00000001&from=2026-03-01&to=2026-03-31');
    await screen.findByRole('table', { name: 'Invoices' });
    const filter = String(getList.mock.calls[0]![2]!.filter);
    expect(filter).toContain("client = 'partner00000001'");
    expect(filter).toContain("issuedAt >= '2026-03-01 00:00:00.000Z'");
    expect(filter).toContain("created <= '2026-03-31 23:59:59.999Z'");
    expect(screen.getByLabelText('Issued from')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('Issued until')).toHaveValue('2026-03-31');
    expect(await screen.findByDisplayValue('Bajío Autopartes')).toBeVisible();
  });

  it('says when nothing matches and clears the filters', async () => {
    getList.mockResolvedValue(page([]) as never);
    const { user, location } = openList(STAFF, '/dashboard/invoices?state=cancelled&currency=MXN');
    expect(await screen.findByText('No invoices match')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(getList).toHaveBeenLastCalledWith(1, 20, expect.objectContaining({ filter: '' })),
    );
    expect(location()).toBe('/dashboard/invoices');
  });

  it('invites a company without invoices to make its first', async () => {
    getList.mockResolvedValue(page([]) as never);
    const { user, location } = openList();
    expect(await screen.findByText('No invoices yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create the first invoice' }));
    await waitFor(() => expect(location()).toBe('/dashboard/invoices/new'));
  });

  it('says the server cannot be reached instead of listing', async () => {
    getList.mockRejectedValue(new ClientResponseError({ status: 0 }));
    openList();
    expect(await screen.findByText('Invoices can’t be shown offline')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows cards on a phone, the filters but the search folded and counted', async () => {
    const stubbed = window.matchMedia;
    window.matchMedia = (query: string) => ({
      ...stubbed(query),
      matches: query === '(max-width: 860px)',
    });
    try {
      getList.mockResolvedValue(page([STAMPED]) as never);
      const { user } = openList(STAFF, '/dashboard/invoices?state=stamped&currency=USD');
      const cards = await screen.findByRole('list', { name: 'Invoices' });
      expect(screen.queryByRole('table')).toBeNull();
      const card = within(cards).getByRole('listitem');
      expect(card).toHaveTextContent('F-12');
      expect(card).toHaveTextContent('USD 2,320.00');
      expect(card).toHaveTextContent('Balance USD 1,160.00');
      const toggle = screen.getByRole('button', { name: 'Filters (2)' });
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    } finally {
      window.matchMedia = stubbed;
    }
  });

  it('offers a platform admin no New invoice (an admin belongs to no company)', async () => {
    getList.mockResolvedValue(page([DRAFT]) as never);
    const companies = vi
      .spyOn(pb.collection('companies'), 'getFullList')
      .mockResolvedValue([{ id: TEST_COMPANY, name: 'Golfo Logistics' }] as never);
    try {
      openList({ companyId: null, isAdmin: true, isLoading: false });
      const table = await screen.findByRole('table', { name: 'Invoices' });
      expect(await within(table).findByText('Golfo Logistics')).toBeVisible();
      expect(screen.queryByRole('link', { name: 'New invoice' })).toBeNull();
    } finally {
      companies.mockRestore();
    }
  });
});
