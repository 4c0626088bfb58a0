import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRateRow } from '#data/exchange-rates/exchange-rates-query.ts';
import { pb } from '#lib/pocketbase.ts';
import { renderAs } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import { ExchangeRatesSection } from './exchange-rates-section.tsx';

// The FIX import over the SDK's answers; the server's tests keep one rate per company and day.

const rates = pb.collection('exchange_rates');
const getList = vi.spyOn(rates, 'getList');
const getFullList = vi.spyOn(rates, 'getFullList');
const create = vi.spyOn(rates, 'create');
const update = vi.spyOn(rates, 'update');
const spies = [getList, getFullList, create, update];

afterEach(() => {
  spies.forEach((spy) => spy.mockReset());
  pb.authStore.clear();
});
// The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

/** A FIX file as Banco de México's SIE gives it: header lines, quoted cells, a day with N/E. */
const FIX_FILE = [
  '"Banco de México"',
  '',
  '"Tipo de cambio"',
  '"Fecha","SF43718"',
  '"26/11/2026","18.4100"',
  '"27/11/2026","18.3521"',
  '"28/11/2026","N/E"',
  '"30/11/2026","18.2900"',
  '"01/12/2026","1829.00"',
  '',
].join('\r\n');

function stored(day: string, mxnPerUsd: number, id = `rate${day.replaceAll('-', '')}`) {
  return {
    id,
    company: TEST_COMPANY,
    day: `${day} 00:00:00.000Z`,
    mxnPerUsd,
    source: 'banxico',
    updated: '2026-11-27 15:00:00.000Z',
  } satisfies ExchangeRateRow;
}

const page = (items: ExchangeRateRow[]) => ({
  page: 1,
  perPage: 20,
  totalItems: items.length,
  totalPages: 1,
  items,
});

const fixFile = (text = FIX_FILE) => new File([text], 'SF43718.csv', { type: 'text/csv' });

async function openImport(storedRates: ExchangeRateRow[]) {
  getList.mockResolvedValue(page(storedRates) as never);
  getFullList.mockResolvedValue(storedRates as never);
  const view = renderAs(<ExchangeRatesSection companyId={TEST_COMPANY} titleId="rates" />, {
    showLocation: false,
  });
  await view.user.click(await screen.findByRole('button', { name: 'Import FIX file' }));
  const dialog = await screen.findByRole('dialog', {
    name: 'Import the Banco de México FIX file',
  });
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { ...view, dialog, choose: (file: File) => view.user.upload(input, file) };
}

const group = (dialog: HTMLElement, name: RegExp) => within(dialog).getByRole('region', { name });

describe('FixImportDialog', { timeout: 20_000 }, () => {
  it('shows the new, changed and unchanged days and the rows it refuses, before writing', async () => {
    const { dialog, choose } = await openImport([
      stored('2026-11-26', 18.41),
      stored('2026-11-27', 18.3),
    ]);
    await choose(fixFile());
    expect(await within(dialog).findByRole('region', { name: '1 new day' })).toHaveTextContent(
      '18.2900',
    );
    expect(group(dialog, /changed day/)).toHaveTextContent('18.3000 → 18.3521');
    expect(group(dialog, /already as in the file/)).toHaveTextContent('18.4100');
    const refused = group(dialog, /2 rows not imported/);
    expect(refused).toHaveTextContent('Line 7: "28/11/2026","N/E" — no published rate');
    expect(refused).toHaveTextContent('2026-12-01 1829 — not a rate between 0 and 1000');
    // The company's rates of the file's days, and nothing written yet.
    expect(getFullList).toHaveBeenCalledWith(
      expect.objectContaining({
        filter: `company = '${TEST_COMPANY}' && day >= '2026-11-26 00:00:00.000Z' && day <= '2026-11-30 23:59:59.999Z'`,
      }),
    );
    expect(create).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it('imports only what differs, with its progress, and reports the result', async () => {
    const { dialog, choose, user } = await openImport([
      stored('2026-11-26', 18.41),
      stored('2026-11-27', 18.3),
    ]);
    await choose(fixFile());
    let finishCreate: (value: unknown) => void = () => {};
    create.mockReturnValue(new Promise((resolve) => (finishCreate = resolve)) as never);
    update.mockResolvedValue(stored('2026-11-27', 18.3521) as never);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 days' }));
    expect(await within(dialog).findByText('Importing 0 of 2…')).toBeVisible();
    expect(within(dialog).getByRole('progressbar', { name: 'Import progress' })).toBeVisible();
    finishCreate(stored('2026-11-30', 18.29));
    expect(
      await within(dialog).findByText(
        'Import finished: 1 added, 1 updated, 1 already as in the file.',
      ),
    ).toBeVisible();
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith(
      { company: TEST_COMPANY, day: '2026-11-30', mxnPerUsd: 18.29, source: 'banxico' },
      expect.anything(),
    );
    expect(update).toHaveBeenCalledTimes(1);
    expect(update).toHaveBeenCalledWith(
      'rate20261127',
      { mxnPerUsd: 18.3521, source: 'banxico' },
      expect.anything(),
    );
  });

  it('updates a day someone added meanwhile instead of adding it twice', async () => {
    const { dialog, choose, user } = await openImport([]);
    await choose(fixFile('27/11/2026,18.3521\n'));
    // The day was not in the table when the file was read…
    expect(await within(dialog).findByRole('region', { name: '1 new day' })).toBeVisible();
    // …and a colleague adds it before the import writes it.
    create.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          message: 'Failed to create record.',
          data: { day: { code: 'validation_not_unique', message: 'Value must be unique.' } },
        },
      }),
    );
    getFullList.mockResolvedValue([stored('2026-11-27', 18.1, 'theirs000000001')] as never);
    update.mockResolvedValue(stored('2026-11-27', 18.3521) as never);
    await user.click(await within(dialog).findByRole('button', { name: 'Import 1 day' }));
    expect(
      await within(dialog).findByText(
        'Import finished: 0 added, 1 updated, 0 already as in the file.',
      ),
    ).toBeVisible();
    expect(update).toHaveBeenCalledWith(
      'theirs000000001',
      { mxnPerUsd: 18.3521, source: 'banxico' },
      expect.anything(),
    );
  });

  it('changes nothing when the table already holds the file', async () => {
    const { dialog, choose } = await openImport([
      stored('2026-11-26', 18.41),
      stored('2026-11-27', 18.3521),
      stored('2026-11-30', 18.29),
    ]);
    await choose(fixFile());
    expect(
      await within(dialog).findByText(
        'Your table already holds every day of this file as it is: nothing to import.',
      ),
    ).toBeVisible();
    expect(group(dialog, /3 days already as in the file/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).toBeNull();
    await waitFor(() => expect(getFullList).toHaveBeenCalled());
    expect(create).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it('says the file cannot be compared while the server is away, and writes nothing', async () => {
    const { dialog, choose } = await openImport([]);
    getFullList.mockRejectedValue(new ClientResponseError({ status: 0 }));
    await choose(fixFile());
    expect(
      await within(dialog).findByText(
        'The server can’t be reached, so the file can’t be compared with your table. Try again once you’re back online.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).toBeNull();
    expect(create).not.toHaveBeenCalled();
  });
});
