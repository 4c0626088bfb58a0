import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

describe('paths.dashboard.shipments', () => {
  it.each([
    [{}, '/dashboard/shipments/air'],
    [{ search: 'AIR2026' }, '/dashboard/shipments/air?search=AIR2026'],
    [
      { open: 'abc123', milestone: 'pickup' },
      '/dashboard/shipments/air?open=abc123&milestone=pickup',
    ],
    [{ search: '' }, '/dashboard/shipments/air'],
  ])('builds the link for %o', (params, href) => {
    expect(paths.dashboard.shipments('air', params)).toBe(href);
  });
});

describe('paths.dashboard.invoiceFrom', () => {
  it('names the shipments a new invoice bills, as the editor reads them', () => {
    expect(paths.dashboard.invoiceFrom(['shipments_ocean:abc123', 'shipments_land:def456'])).toBe(
      '/dashboard/invoices/new?from=shipments_ocean:abc123,shipments_land:def456',
    );
    expect(paths.dashboard.invoiceFrom([])).toBe('/dashboard/invoices/new');
  });
});
