import { SHIPMENT_MODES, type ShipmentMode } from '@rumbo/domain';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ShipmentInvoice } from '#data/shipments/shipment-invoices-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderShipmentForm } from '#test/shipment-form.tsx';
import type { ShipmentBillingTarget } from './billing-context.ts';

// The shipment's billing panel (issue 39) over the SDK's answers: the invoices themselves, their
// rules and the row claims are the server's (its tests make and cancel real ones).

const getFullList = vi.spyOn(pb.collection('invoices'), 'getFullList');
afterEach(() => getFullList.mockReset());
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => getFullList.mockRestore());

const SHIPMENT_ID = 'ship00000000001';

const ROWS = [
  {
    id: 'row1',
    concept: 'Ocean freight',
    code: 'OFR',
    currency: 'MXN',
    amount: 1000,
    flow: 'income',
  },
  { id: 'row2', concept: 'Handling', code: 'HDL', currency: 'MXN', amount: 500, flow: 'income' },
  {
    id: 'row3',
    concept: 'Carrier freight',
    code: 'OFR',
    currency: 'MXN',
    amount: 300,
    flow: 'cost',
  },
  {
    id: 'row4',
    concept: 'Documentation',
    code: 'DOC',
    currency: 'USD',
    amount: 200,
    flow: 'income',
  },
];

function invoice(mode: ShipmentMode, rows: string[], fields: Partial<ShipmentInvoice> = {}) {
  return {
    id: 'invoice00000012',
    code: 'F-12',
    state: 'stamped',
    currency: 'MXN',
    total: 1160,
    uuid: '',
    lines: rows.map((row) => ({
      id: `line-${row}`,
      source: { collection: `shipments_${mode}`, shipment: SHIPMENT_ID, row },
    })),
    ...fields,
  } as ShipmentInvoice;
}

function target(mode: ShipmentMode, fields: Partial<ShipmentBillingTarget> = {}) {
  return {
    collection: `shipments_${mode}` as const,
    shipmentId: SHIPMENT_ID,
    isSaved: true,
    canReachServer: true,
    hasUnsavedChanges: false,
    ...fields,
  };
}

function renderBilling(mode: ShipmentMode, billing: ShipmentBillingTarget) {
  return renderShipmentForm(
    { mode, value: { id: SHIPMENT_ID, costControlRows: ROWS }, billing },
    { signedIn: true },
  );
}

const section = () => screen.getByRole('region', { name: 'Billing' });
const totalsRow = (currency: string) =>
  within(screen.getByTestId('billing-totals')).getByRole('row', {
    name: new RegExp(`^${currency}`),
  });

describe('the shipment’s billing panel', { timeout: 30_000 }, () => {
  it.each(SHIPMENT_MODES)(
    'shows the money, what is invoiced and the invoices (%s)',
    async (mode) => {
      getFullList.mockResolvedValue([invoice(mode, ['row1'])] as never);
      renderBilling(mode, target(mode));
      const link = await within(section()).findByRole('link', { name: 'Open invoice F-12' });
      expect(link).toHaveAttribute('href', '/dashboard/invoices/invoice00000012');
      expect(within(section()).getByText('Stamped')).toBeVisible();
      const cells = (currency: string) =>
        within(totalsRow(currency))
          .getAllByRole('cell')
          .map((cell) => cell.textContent?.replace(/[^\d.,-]/g, ''));
      // Income, expenses, margin, invoiced, not invoiced.
      expect(cells('MXN')).toEqual(['1,500.00', '300.00', '1,200.00', '1,000.00', '500.00']);
      expect(cells('USD')).toEqual(['200.00', '0.00', '200.00', '0.00', '200.00']);
      const pending = within(section()).getByRole('link', { name: 'Invoice pending charges' });
      expect(decodeURIComponent(pending.getAttribute('href') ?? '')).toBe(
        `/dashboard/invoices/new?from=shipments_${mode}:${SHIPMENT_ID}`,
      );
      // The cost row the invoice bills says so; the others do not.
      expect(
        within(screen.getByRole('group', { name: 'Cost row 1' })).getByText('Invoiced · F-12'),
      ).toBeVisible();
      expect(
        within(screen.getByRole('group', { name: 'Cost row 2' })).queryByText(/Invoiced/),
      ).toBeNull();
      const options = getFullList.mock.calls[0]![0] as unknown as { filter: string };
      expect(options.filter).toBe(`shipmentIds ~ '${SHIPMENT_ID}' && state != 'cancelled'`);
    },
  );

  it('says when every income charge is invoiced, and offers no new invoice', async () => {
    getFullList.mockResolvedValue([invoice('ocean', ['row1', 'row2', 'row4'])] as never);
    renderBilling('ocean', target('ocean'));
    expect(await within(section()).findByText('Every income charge is invoiced.')).toBeVisible();
    expect(within(section()).queryByRole('link', { name: 'Invoice pending charges' })).toBeNull();
  });

  it('asks to save unsaved edits before invoicing them', async () => {
    getFullList.mockResolvedValue([] as never);
    renderBilling('air', target('air', { hasUnsavedChanges: true }));
    expect(await within(section()).findByText('No invoice bills this shipment yet.')).toBeVisible();
    expect(within(section()).getByText(/Save the shipment first/)).toBeVisible();
    expect(
      within(section()).getByRole('link', { name: 'Invoice pending charges' }),
    ).toHaveAttribute('data-disabled', 'true');
  });

  it('offline, shows the money and says the billing state needs the server', async () => {
    renderBilling('land', target('land', { canReachServer: false }));
    expect(
      within(section()).getByText(/Whether these charges are invoiced needs the server/),
    ).toBeVisible();
    expect(
      within(totalsRow('MXN'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toContain('—');
    expect(getFullList).not.toHaveBeenCalled();
  });

  it('says what went wrong when the invoices cannot be read', async () => {
    getFullList.mockRejectedValue(new Error('boom'));
    renderBilling('ocean', target('ocean'));
    expect(await within(section()).findByRole('alert')).toHaveTextContent(
      'The shipment’s invoices could not be read: boom',
    );
  });

  it('has no billing panel without a billing target', () => {
    renderShipmentForm({ mode: 'ocean', value: { costControlRows: ROWS } }, { signedIn: true });
    expect(screen.queryByRole('region', { name: 'Billing' })).toBeNull();
  });
});
