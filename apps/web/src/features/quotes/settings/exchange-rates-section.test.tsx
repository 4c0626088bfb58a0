import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRateRow } from '#data/exchange-rates/exchange-rates-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import { ExchangeRatesSection } from './exchange-rates-section.tsx';

// The exchange-rate table's own states over the SDK's answers.

const rates = pb.collection('exchange_rates');
const getList = vi.spyOn(rates, 'getList');
const create = vi.spyOn(rates, 'create');
const update = vi.spyOn(rates, 'update');
const remove = vi.spyOn(rates, 'delete');
const spies = [getList, create, update, remove];

afterEach(() => {
  spies.forEach((spy) => spy.mockReset());
  pb.authStore.clear();
});
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

const RATE: ExchangeRateRow = {
  id: 'rate20261127000',
  company: TEST_COMPANY,
  day: '2026-11-27 00:00:00.000Z',
  mxnPerUsd: 18.3521,
  source: 'banxico',
  updated: '2026-11-27 15:00:00.000Z',
};

const page = (items: ExchangeRateRow[], totalItems = items.length) => ({
  page: 1,
  perPage: 20,
  totalItems,
  totalPages: Math.ceil(totalItems / 20),
  items,
});

const refusal = (data: Record<string, unknown>) =>
  new ClientResponseError({
    status: 400,
    response: { message: 'Failed to create record.', data },
  });

function openSection() {
  return renderAs(<ExchangeRatesSection companyId={TEST_COMPANY} titleId="rates" />, {
    showLocation: false,
  });
}

describe('ExchangeRatesSection', { timeout: 20_000 }, () => {
  it('lists the company’s rates a page at a time, newest day first', async () => {
    getList.mockResolvedValue(page([RATE], 45) as never);
    openSection();
    const table = await screen.findByRole('table', { name: 'Exchange rates' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('18.3521');
    expect(row).toHaveTextContent('Banco de México FIX');
    expect(screen.getByText('45 rates')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Exchange rate pages' })).toBeVisible();
    expect(getList).toHaveBeenCalledWith(
      1,
      20,
      expect.objectContaining({ filter: `company = '${TEST_COMPANY}'`, sort: '-day,-id' }),
    );
  });

  it('says the server cannot be reached instead of listing', async () => {
    getList.mockRejectedValue(new ClientResponseError({ status: 0 }));
    openSection();
    expect(await screen.findByText('Quote settings can’t be shown offline')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add a rate' })).toBeDisabled();
  });

  it('adds a rate typed by hand with four decimals', async () => {
    getList.mockResolvedValue(page([]) as never);
    create.mockResolvedValue({ ...RATE, source: 'manual' } as never);
    const { user } = openSection();
    expect(await screen.findByText('No exchange rates yet')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add a rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an exchange rate' });
    await user.type(within(dialog).getByLabelText(/^Day/), '2026-11-27');
    await user.type(within(dialog).getByLabelText(/^Pesos per US dollar/), '18,3521');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(create).toHaveBeenCalledWith(
      { company: TEST_COMPANY, day: '2026-11-27', mxnPerUsd: 18.3521, source: 'manual' },
      expect.anything(),
    );
  });

  it('shows a refused rate at its field and keeps what was typed', async () => {
    getList.mockResolvedValue(page([RATE]) as never);
    update.mockRejectedValueOnce(
      refusal({
        mxnPerUsd: {
          code: 'validation_exchange_rate',
          message: 'Must be the pesos one US dollar buys, more than 0 and less than 1000.',
        },
      }),
    );
    update.mockRejectedValueOnce(
      refusal({ day: { code: 'validation_not_unique', message: 'Value must be unique.' } }),
    );
    const { user } = openSection();
    await user.click(await screen.findByRole('button', { name: /^Edit the rate of/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Edit the rate of/ });
    const rate = within(dialog).getByLabelText(/^Pesos per US dollar/);
    expect(rate).toHaveValue('18.3521');
    await user.clear(rate);
    await user.type(rate, '18.4');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(dialog).findByText('Must be more than 0 and less than 1000.'),
    ).toBeVisible();
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveValue('18.4');
    expect(update).toHaveBeenCalledWith(
      RATE.id,
      { day: '2026-11-27', mxnPerUsd: 18.4, source: 'manual' },
      expect.anything(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(dialog).findByText('This day already has a rate: edit that one instead.'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/^Day/)).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveValue('18.4');
  });

  it('refuses a misplaced point before sending', async () => {
    getList.mockResolvedValue(page([]) as never);
    const { user } = openSection();
    await user.click(await screen.findByRole('button', { name: 'Add a rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an exchange rate' });
    await user.type(within(dialog).getByLabelText(/^Day/), '2026-11-27');
    await user.type(within(dialog).getByLabelText(/^Pesos per US dollar/), '1835.21');
    await user.click(within(dialog).getByRole('button', { name: 'Save rate' }));
    expect(
      await within(dialog).findByText('Must be more than 0 and less than 1000.'),
    ).toBeVisible();
    expect(create).not.toHaveBeenCalled();
  });

  it('deletes a rate only once the person confirms', async () => {
    getList.mockResolvedValue(page([RATE]) as never);
    remove.mockResolvedValue(true as never);
    const { user } = openSection();
    await user.click(await screen.findByRole('button', { name: /^Delete the rate of/ }));
    let confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(confirm).toHaveTextContent('18.3521 pesos per dollar');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remove).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Delete the rate of/ }));
    confirm = await screen.findByRole('dialog', { name: 'Confirm action' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete rate' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(RATE.id, expect.anything()));
  });
});
