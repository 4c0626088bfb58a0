import { screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { QuoteEditorPage } from './quote-editor-page.tsx';

// The editor behind the Tariffs gate: the silver plan is refused and reads nothing; a platform
// admin is told a new quote is made by a member of its company.

const reads = [
  vi.spyOn(pb.collection('quotes'), 'getOne'),
  vi.spyOn(pb.collection('exchange_rates'), 'getFullList'),
  vi.spyOn(pb.collection('companies'), 'getOne'),
];
afterEach(() => reads.forEach((spy) => spy.mockReset()));
afterAll(() => reads.forEach((spy) => spy.mockRestore()));

describe('QuoteEditorPage', { timeout: 20_000 }, () => {
  it('refuses the silver plan and reads nothing', async () => {
    renderAs(
      <QuoteEditorPage
        quoteId={null}
        user={{ companyId: 'company00000001', isLoading: false, canSeeTariffs: false }}
      />,
      { showLocation: false },
    );
    expect(
      await screen.findByRole('region', { name: 'Quotes are not part of your plan' }),
    ).toBeVisible();
    reads.forEach((spy) => expect(spy).not.toHaveBeenCalled());
  });

  it('tells a platform admin that a new quote is made by a member of the company', async () => {
    renderAs(
      <QuoteEditorPage
        quoteId={null}
        user={{ companyId: null, isLoading: false, canSeeTariffs: true }}
      />,
      { role: 'rumbo_admin', showLocation: false },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new quote is made by a member of the company it belongs to.',
    );
    reads.forEach((spy) => expect(spy).not.toHaveBeenCalled());
  });
});
