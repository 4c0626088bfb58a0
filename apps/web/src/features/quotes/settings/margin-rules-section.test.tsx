import { ROLE_COMPANY_SUPERUSER, ROLE_PLATFORM_ADMIN, ROLE_STAFF } from '@rumbo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import { MarginRulesSection } from './margin-rules-section.tsx';
import { QuoteSettingsPage } from './quote-settings-page.tsx';

// The margin rules over the SDK's answers; the server's tests check each rule where it is.

const companies = pb.collection('companies');
const update = vi.spyOn(companies, 'update');
const getOne = vi.spyOn(companies, 'getOne');
const rates = vi.spyOn(pb.collection('exchange_rates'), 'getList');
const spies = [update, getOne, rates];

afterEach(() => {
  spies.forEach((spy) => spy.mockReset());
  pb.authStore.clear();
});
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

const COMPANY = {
  id: TEST_COMPANY,
  collectionId: 'companies',
  collectionName: 'companies',
  name: 'Golfo Logistics',
  updated: '2026-11-27 15:00:00.000Z',
  marginRules: {
    charges: [{ charge: 'Despacho aduanal', kind: 'percent', value: 20 }],
    quote: { kind: 'percent', value: 12 },
  },
};

function openSection(canEdit: boolean) {
  const queryClient = testQueryClient({ staleTime: Infinity });
  queryClient.setQueryData(['companies', TEST_COMPANY], COMPANY);
  return renderAs(
    <MarginRulesSection companyId={TEST_COMPANY} canEdit={canEdit} titleId="margins" />,
    { role: canEdit ? ROLE_COMPANY_SUPERUSER : ROLE_STAFF, queryClient, showLocation: false },
  );
}

const chargeRule = (number: number) =>
  screen.getByRole('group', { name: `Rule for the charge ${number}` });

describe('MarginRulesSection', { timeout: 20_000 }, () => {
  it('saves the rules a superuser edits as the company’s marginRules', async () => {
    update.mockImplementation((async (_id: string, body: Record<string, unknown>) => ({
      ...COMPANY,
      ...body,
      updated: '2026-11-27 16:00:00.000Z',
    })) as never);
    getOne.mockImplementation((async () => update.mock.results[0]?.value) as never);
    const { user } = openSection(true);
    const form = await screen.findByRole('form', { name: 'Margin rules' });
    await user.selectOptions(within(form).getAllByLabelText('Kind')[0]!, 'fixed');
    const amount = within(form).getByLabelText('Amount');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.selectOptions(within(form).getByLabelText('Currency'), 'MXN');
    await user.click(within(form).getByRole('button', { name: 'Add a charge rule' }));
    const added = chargeRule(2);
    await user.type(within(added).getByLabelText('Charge'), ' Maniobras ');
    await user.selectOptions(within(added).getByLabelText('Kind'), 'fixed');
    await user.type(within(added).getByLabelText('Amount'), '900');
    await user.click(within(form).getByRole('button', { name: 'Save margin rules' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [id, body, options] = update.mock.calls[0]!;
    expect(id).toBe(TEST_COMPANY);
    expect(body).toEqual({
      marginRules: {
        charges: [
          { charge: 'Despacho aduanal', kind: 'percent', value: 20 },
          { charge: 'Maniobras', kind: 'fixed', value: 900 },
        ],
        quote: { kind: 'fixed', value: 150, currency: 'MXN' },
      },
    });
    // Over the version the form opened, as My company saves the company.
    expect(options).toMatchObject({ headers: { 'If-Match': `"${COMPANY.updated}"` } });
    expect(await screen.findByText('The margin rules were saved.')).toBeVisible();
  });

  it('shows the server’s refusal at the rule’s field and keeps what was typed', async () => {
    update.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          message: 'Failed to update record.',
          data: {
            marginRules: {
              charges: {
                '1': {
                  charge: { code: 'validation_margin_charge', message: 'Name the charge, once.' },
                },
              },
              quote: {
                value: { code: 'validation_margin_negative', message: 'Must be zero or more.' },
              },
            },
          },
        },
      }),
    );
    const { user } = openSection(true);
    const form = await screen.findByRole('form', { name: 'Margin rules' });
    await user.click(within(form).getByRole('button', { name: 'Add a charge rule' }));
    const added = chargeRule(2);
    // Whatever the server refuses shows at its field, even what the form did not check first.
    await user.type(within(added).getByLabelText('Charge'), 'Maniobras');
    await user.type(within(added).getByLabelText('Margin (%)'), '25');
    await user.click(within(form).getByRole('button', { name: 'Save margin rules' }));
    expect(await within(added).findByText('Name the charge, once.')).toBeVisible();
    expect(within(added).getByLabelText('Charge')).toHaveAttribute('aria-invalid', 'true');
    expect(update).toHaveBeenCalledTimes(1);
    expect(within(added).getByLabelText('Charge')).toHaveValue('Maniobras');
    expect(within(added).getByLabelText('Margin (%)')).toHaveValue('25');
    const quoteValue = within(form).getAllByLabelText('Margin (%)')[0]!;
    expect(quoteValue).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Must be zero or more.')).toBeVisible();
  });

  it('checks a percent below 100 and each charge named once before sending', async () => {
    const { user } = openSection(true);
    const form = await screen.findByRole('form', { name: 'Margin rules' });
    await user.click(within(form).getByRole('button', { name: 'Add a charge rule' }));
    await user.type(within(chargeRule(2)).getByLabelText('Charge'), 'DESPACHO ADUANAL ');
    await user.type(within(chargeRule(2)).getByLabelText('Margin (%)'), '25');
    const percent = within(chargeRule(1)).getByLabelText('Margin (%)');
    await user.clear(percent);
    await user.type(percent, '100');
    await user.click(within(form).getByRole('button', { name: 'Save margin rules' }));
    expect(
      await within(chargeRule(1)).findByText(
        'A percent margin goes from 0 up to, not including, 100.',
      ),
    ).toBeVisible();
    expect(within(chargeRule(2)).getByText('Name the charge, once.')).toBeVisible();
    expect(update).not.toHaveBeenCalled();
  });

  it('shows staff the rules read-only, saying who changes them', async () => {
    openSection(false);
    expect(
      await screen.findByText(/Only your company’s superusers change the margin rules/),
    ).toBeVisible();
    expect(screen.getByText('12 % margin')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Rules per charge' })).toHaveTextContent(
      'Despacho aduanal: 20 % margin',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save margin rules' })).toBeNull();
  });
});

describe('QuoteSettingsPage', { timeout: 20_000 }, () => {
  it('refuses the silver plan and reads nothing', async () => {
    renderAs(
      <QuoteSettingsPage
        user={{
          companyId: TEST_COMPANY,
          isAdmin: false,
          isLoading: false,
          canSeeTariffs: false,
          canEditMargins: true,
        }}
      />,
      { showLocation: false },
    );
    expect(await screen.findByRole('heading', { name: 'Quotes are not available' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Exchange rates' })).toBeNull();
    expect(rates).not.toHaveBeenCalled();
  });

  it('lets a platform admin choose the company whose settings are shown', async () => {
    rates.mockResolvedValue({
      page: 1,
      perPage: 20,
      totalItems: 0,
      totalPages: 0,
      items: [],
    } as never);
    const queryClient = testQueryClient({ staleTime: Infinity });
    queryClient.setQueryData(['companies', 'list'], [COMPANY]);
    queryClient.setQueryData(['companies', TEST_COMPANY], COMPANY);
    const { user } = renderAs(
      <QuoteSettingsPage
        user={{
          companyId: null,
          isAdmin: true,
          isLoading: false,
          canSeeTariffs: true,
          canEditMargins: true,
        }}
      />,
      { role: ROLE_PLATFORM_ADMIN, queryClient, showLocation: false },
    );
    expect(
      await screen.findByText('Choose the company whose settings you want to see.'),
    ).toBeVisible();
    expect(rates).not.toHaveBeenCalled();
    await user.click(screen.getByRole('textbox', { name: 'Company' }));
    const listbox = screen.getByRole('listbox', { name: 'Company', hidden: true });
    await user.click(
      within(listbox).getByRole('option', { name: 'Golfo Logistics', hidden: true }),
    );
    expect(await screen.findByText('No exchange rates yet')).toBeVisible();
    expect(rates).toHaveBeenCalledWith(
      1,
      20,
      expect.objectContaining({ filter: `company = '${TEST_COMPANY}'` }),
    );
    expect(screen.getByRole('form', { name: 'Margin rules' })).toBeVisible();
  });
});
