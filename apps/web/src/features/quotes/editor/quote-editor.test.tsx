import type { MarginRules, QuotesRecord, TariffsRecord } from '@rumbo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { testPartner } from '#test/records.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import QuoteEditor from './quote-editor.tsx';

// What the editor's tests share: the SDK's quote, rate and company reads spied on, the
// company's partners and tariff lines already read, and the editor rendered in a data router.

const sdk = {
  getOne: vi.spyOn(pb.collection('quotes'), 'getOne'),
  create: vi.spyOn(pb.collection('quotes'), 'create'),
  update: vi.spyOn(pb.collection('quotes'), 'update'),
  rates: vi.spyOn(pb.collection('exchange_rates'), 'getFullList'),
  company: vi.spyOn(pb.collection('companies'), 'getOne'),
};

/** Registers the spies' reset and restore in the calling test file. */
function resetSpiesAfterEachTest(): void {
  afterEach(() => Object.values(sdk).forEach((spy) => spy.mockReset()));
  // The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
  afterAll(() => Object.values(sdk).forEach((spy) => spy.mockRestore()));
}

const CLIENT = testPartner({ displayName: 'Importadora del Bajío' });

type OpenEditorInput = {
  quote?: QuotesRecord;
  path?: string;
  rules?: MarginRules;
  /** The company's rates, or the error reading them fails with. */
  rates?: { day: string; mxnPerUsd: number }[] | Error;
  tariffs?: Partial<TariffsRecord>[];
};

/** The editor of a new quote (or of `quote`) for a staff member of TEST_COMPANY. */
function openEditor(input: OpenEditorInput = {}) {
  const queryClient = testQueryClient({ staleTime: Infinity });
  queryClient.setQueryData(['partners', TEST_COMPANY, 'list'], [CLIENT]);
  queryClient.setQueryData(['tariffs', TEST_COMPANY, 'list'], input.tariffs ?? []);
  if (input.rates instanceof Error) sdk.rates.mockRejectedValue(input.rates);
  else sdk.rates.mockResolvedValue((input.rates ?? []) as never);
  sdk.company.mockResolvedValue({
    id: TEST_COMPANY,
    marginRules: input.rules ?? { charges: [], quote: { kind: 'percent', value: 20 } },
  } as never);
  if (input.quote) sdk.getOne.mockResolvedValue(input.quote as never);
  return renderAs(<QuoteEditor quoteId={input.quote?.id ?? null} companyId={TEST_COMPANY} />, {
    queryClient,
    dataRouter: true,
    path: input.path ?? '/dashboard/quotes/new',
    showLocation: false,
  });
}

/** The fields of one line of an option ("Option 1, line 1"). */
function lineFields(option: number, line: number) {
  const group = screen.getByRole('group', { name: `Option ${option}, line ${line}` });
  return {
    group,
    charge: within(group).getByLabelText('Charge'),
    buy: within(group).getByLabelText('Buy'),
    sell: within(group).getByLabelText('Sell'),
  };
}

/** A stored quote of TEST_COMPANY, overridden as needed. */
function storedQuote(fields: Partial<QuotesRecord> = {}): QuotesRecord {
  return {
    id: 'quote0000000001',
    collectionId: 'quotes',
    collectionName: 'quotes',
    created: '2026-12-01 10:00:00.000Z',
    updated: '2026-12-01 10:00:00.000Z',
    company: TEST_COMPANY,
    code: 'QTE20260007',
    sequence: 7,
    version: 1,
    state: 'draft',
    client: CLIENT.id,
    clientName: CLIENT.displayName,
    mode: 'ocean',
    direction: 'import',
    origin: 'CNSHA',
    destination: 'MXZLO',
    incoterm: 'FOB',
    cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 1 }] },
    options: [
      {
        carrier: 'Maersk',
        transitDays: 28,
        freeDays: 14,
        validUntil: '2026-12-31',
        lines: [
          {
            tariffId: '',
            charge: 'Flete marítimo',
            basis: 'container',
            quantity: 1,
            currency: 'USD',
            buy: 1850,
            sell: 2300,
            sellOverride: 2300,
            marginSource: 'override',
            ivaRate: 0,
          },
        ],
      },
    ],
    chosenOption: 0,
    currency: 'USD',
    date: '2026-12-01 00:00:00.000Z',
    validUntil: '2026-12-16 00:00:00.000Z',
    exchangeRate: 0,
    totals: [],
    versions: [],
    sentAt: '',
    decidedAt: '',
    rejectionReason: '',
    shipmentCollection: '',
    shipment: '',
    notes: '',
    recipients: [],
    createdBy: '',
    updatedBy: '',
    ...fields,
  } as QuotesRecord;
}

resetSpiesAfterEachTest();

/** Adds an option priced by hand and gives its first line a charge and a buy amount. */
async function priceByHand(
  user: ReturnType<typeof openEditor>['user'],
  charge: string,
  buy: string,
) {
  await user.click(await screen.findByRole('button', { name: 'Price by hand' }));
  const line = lineFields(1, 1);
  await user.type(line.charge, charge);
  await user.type(line.buy, buy);
  return line;
}

describe('QuoteEditor', { timeout: 30_000 }, () => {
  it('works out the sell amount, totals with IVA and the internal margin as lines change', async () => {
    const { user } = openEditor();
    const line = await priceByHand(user, 'Handling', '800');
    // 20 % on the sell amount: 800 sells at 1,000, taxed at 16 %.
    expect(line.sell).toHaveValue('1000');
    expect(line.group).toHaveTextContent('By the quote’s margin rule');
    const totals = screen.getByRole('region', { name: 'Totals of Option 1' });
    expect(within(totals).getByTestId('total-USD')).toHaveTextContent(/Subtotal\s*USD\s*1,000\.00/);
    expect(within(totals).getByTestId('total-USD')).toHaveTextContent(
      /IVA 16 % on USD\s*1,000\.00\s*USD\s*160\.00/,
    );
    expect(within(totals).getByTestId('total-USD')).toHaveTextContent(
      /Total USD\s*USD\s*1,160\.00/,
    );
    expect(within(totals).getByTestId('option-margin')).toHaveTextContent(
      'Margin USD 200.00 (20.0 %)',
    );
    expect(totals).toHaveTextContent('Internal: never shown to the client');

    // A typed sell amount wins and says so; the rule comes back on request.
    await user.clear(line.sell);
    await user.type(line.sell, '1200');
    expect(within(totals).getByTestId('option-margin')).toHaveTextContent(
      'Margin USD 400.00 (33.3 %)',
    );
    expect(line.group).toHaveTextContent('Typed over the margin rule.');
    await user.click(
      within(line.group).getByRole('button', { name: 'Use the margin rule for Option 1, line 1' }),
    );
    expect(lineFields(1, 1).sell).toHaveValue('1000');

    // International freight at 0 % on its own line; a second currency needs the day's rate.
    await user.click(screen.getByRole('button', { name: 'Add a line to Option 1' }));
    const freight = lineFields(1, 2);
    await user.type(freight.charge, 'Flete terrestre');
    await user.selectOptions(within(freight.group).getByLabelText('Currency'), 'MXN');
    await user.type(freight.buy, '8000');
    expect(within(totals).getByTestId('total-MXN')).toHaveTextContent(
      /Total MXN\s*MXN\s*11,600\.00/,
    );
    expect(within(totals).getByTestId('converted-total')).toHaveTextContent(
      'No exchange rate for the quote date',
    );
    expect(screen.getByLabelText(/Quote date/)).toHaveAccessibleDescription(
      /There is no exchange rate for the quote date/,
    );
    expect(screen.getByRole('link', { name: 'Add it to the exchange-rate table' })).toHaveAttribute(
      'href',
      '/dashboard/quotes/settings',
    );
  });

  it('converts everything to the quote currency at the rate of its date', async () => {
    const { user } = openEditor({
      path: '/dashboard/quotes/new?date=2026-12-05',
      rates: [{ day: '2026-12-04', mxnPerUsd: 20 }],
      rules: { charges: [], quote: null },
    });
    await priceByHand(user, 'Handling', '100');
    await user.click(screen.getByRole('button', { name: 'Add a line to Option 1' }));
    const local = lineFields(1, 2);
    await user.type(local.charge, 'Maniobras');
    await user.selectOptions(within(local.group).getByLabelText('Currency'), 'MXN');
    await user.type(local.buy, '2000');
    // A Saturday quote uses Friday's FIX: 100 USD + 2,000 MXN / 20 = 200 USD, IVA 16 % = 232.
    expect(screen.getByTestId('converted-total')).toHaveTextContent(
      'Everything in USD: USD 232.00 at 20.0000 MXN per USD',
    );
    expect(screen.getByLabelText(/Quote date/)).toHaveAccessibleDescription(/20\.0000 MXN per USD/);
  });

  it('shows the chargeable weight of air pieces by the 1:6000 rule as they are typed', async () => {
    const { user } = openEditor();
    await user.click(await screen.findByText('Air'));
    await user.clear(screen.getByLabelText('Pieces (line 1)'));
    await user.type(screen.getByLabelText('Pieces (line 1)'), '2');
    await user.type(screen.getByLabelText('Length cm (line 1)'), '100');
    await user.type(screen.getByLabelText('Width cm (line 1)'), '80');
    await user.type(screen.getByLabelText('Height cm (line 1)'), '60');
    await user.type(screen.getByLabelText('Weight per piece kg (line 1)'), '50');
    // 2 × 0.48 m³ = 0.96 m³ → 160 kg volumetric, over 100 kg gross.
    expect(
      screen.getByText(/2 pieces · 100 kg gross · 0\.96 m³ · chargeable weight 160 kg \(1:6000\)/),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Weight per piece kg (line 1)'));
    await user.type(screen.getByLabelText('Weight per piece kg (line 1)'), '95.2');
    expect(screen.getByText(/chargeable weight 190\.5 kg/)).toBeVisible();
  });

  it('says when no tariff line matches the lane and lets the person price by hand', async () => {
    const { user } = openEditor({
      tariffs: [
        {
          id: 'tariff000000001',
          company: TEST_COMPANY,
          kind: 'buy',
          mode: 'FCL',
          origin: 'CNSHA',
          destination: 'MXZLO',
          carrier: 'Maersk',
          charge: 'Ocean freight',
          basis: 'container',
          containerType: '45G1',
          currency: 'USD',
          amount: 1850,
          validFrom: '2026-01-01',
          validTo: '',
          cargoType: 'general',
        } as unknown as Partial<TariffsRecord>,
      ],
    });
    const propose = await screen.findByRole('button', { name: 'Propose from tariffs' });
    expect(propose).toBeDisabled();
    await user.type(screen.getByLabelText(/^Origin/), 'NLRTM');
    await user.type(screen.getByLabelText(/^Destination/), 'MXVER');
    await user.click(propose);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No tariff line matches this lane, cargo and date. Price it by hand',
    );
    expect(screen.queryByRole('region', { name: /Option 1/ })).not.toBeInTheDocument();
    const line = await priceByHand(user, 'Flete marítimo', '1500');
    expect(screen.getByRole('heading', { name: 'Option 1' })).toBeVisible();
    expect(line.sell).toHaveValue('1875');
    // Freight across the border starts at IVA 0 %.
    expect(within(line.group).getByLabelText('IVA')).toHaveValue('0');
  });

  it('proposes the matching carriers from the tariffs and adds the ones picked', async () => {
    const { user } = openEditor({
      path: '/dashboard/quotes/new?cargo=FCL&origin=CNSHA&destination=MXZLO&containers=45G1:2',
      tariffs: [
        {
          id: 'tariff000000001',
          company: TEST_COMPANY,
          kind: 'buy',
          mode: 'FCL',
          origin: 'CNSHA',
          destination: 'MXZLO',
          carrier: 'Maersk',
          charge: 'Ocean freight',
          basis: 'container',
          containerType: '45G1',
          currency: 'USD',
          amount: 1850,
          transitDays: 28,
          freeDays: 14,
          validFrom: '2020-01-01',
          validTo: '',
          cargoType: 'general',
          customer: '',
        } as unknown as Partial<TariffsRecord>,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Propose from tariffs' }));
    const proposals = screen.getByRole('group', { name: 'Proposed options' });
    expect(proposals).toHaveTextContent('Maersk');
    expect(proposals).toHaveTextContent('Transit 28 days · free days 14 · buy USD 3,700.00');
    await user.click(screen.getByRole('button', { name: 'Add 1 option' }));
    expect(screen.getByRole('heading', { name: 'Option 1 · Maersk' })).toBeVisible();
    expect(lineFields(1, 1).buy).toHaveValue('3700');
  });

  it('shows a server refusal next to its field and keeps everything typed', async () => {
    sdk.create.mockRejectedValue(
      new ClientResponseError({
        url: '/api/collections/quotes/records',
        status: 400,
        response: {
          code: 400,
          message: 'Failed to create record.',
          data: {
            options: {
              0: {
                lines: {
                  0: {
                    tariff: {
                      code: 'validation_quote_expiredTariff',
                      message: 'The tariff line is not in force on the quote date.',
                    },
                    buy: { code: 'validation_quote_negative', message: 'Must be zero or more.' },
                  },
                },
              },
            },
            client: {
              code: 'validation_missing_rel_records',
              message: 'Failed to find all relation records with the provided ids.',
            },
          },
        },
      }),
    );
    const { user } = openEditor();
    await user.click(await screen.findByRole('textbox', { name: /^Client/ }));
    const listbox = screen.getByRole('listbox', { name: 'Client', hidden: true });
    await user.click(
      within(listbox).getByRole('option', { name: 'Importadora del Bajío', hidden: true }),
    );
    await user.type(screen.getByLabelText(/^Origin/), 'CNSHA');
    await user.type(screen.getByLabelText(/^Destination/), 'MXZLO');
    await priceByHand(user, 'Flete marítimo', '1850');
    await user.click(screen.getByRole('button', { name: 'Create quote' }));

    await waitFor(() => expect(sdk.create).toHaveBeenCalledTimes(1));
    const body = sdk.create.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toMatchObject({
      company: TEST_COMPANY,
      client: CLIENT.id,
      origin: 'CNSHA',
      options: [{ lines: [{ charge: 'Flete marítimo', buy: 1850, sell: 2312.5, ivaRate: 0 }] }],
    });
    const line = lineFields(1, 1);
    expect(await within(line.group).findByText('Must be zero or more.')).toBeVisible();
    expect(line.buy).toHaveAccessibleDescription(/Must be zero or more\./);
    expect(within(line.group).getByRole('alert')).toHaveTextContent(
      'The tariff line is not in force on the quote date.',
    );
    expect(screen.getByRole('textbox', { name: /^Client/ })).toHaveAccessibleDescription(
      /Failed to find all relation records|related record/i,
    );
    // Nothing typed is lost.
    expect(line.buy).toHaveValue('1850');
    expect(line.charge).toHaveValue('Flete marítimo');
    expect(screen.getByLabelText(/^Origin/)).toHaveValue('CNSHA');
    // Changing the field clears its problem.
    await user.clear(line.buy);
    await user.type(line.buy, '1800');
    expect(within(line.group).queryByText('Must be zero or more.')).not.toBeInTheDocument();
  });

  it('checks with the domain rules before sending anything', async () => {
    const { user } = openEditor();
    const line = await priceByHand(user, 'Handling', '-5');
    await user.click(screen.getByRole('button', { name: 'Create quote' }));
    expect(
      await screen.findByText(
        'Some fields need attention: each problem is shown next to its field.',
      ),
    ).toBeVisible();
    expect(line.buy).toHaveAccessibleDescription(/Must be zero or more\./);
    expect(screen.getByRole('textbox', { name: /^Client/ })).toHaveAccessibleDescription(
      /Cannot be blank\./,
    );
    expect(sdk.create).not.toHaveBeenCalled();
  });

  it('starts from the lane, day and cargo the Tariffs calculator passes', async () => {
    openEditor({
      path: '/dashboard/quotes/new?cargo=FCL&origin=CNSHA&destination=MXVER&date=2026-12-01&containers=45G1:2,22G1:1&weightKg=18000',
    });
    expect(await screen.findByLabelText(/^Origin/)).toHaveValue('CNSHA');
    expect(screen.getByLabelText(/^Destination/)).toHaveValue('MXVER');
    expect(screen.getByLabelText(/^Quote date/)).toHaveValue('2026-12-01');
    expect(screen.getByLabelText(/^Valid until/)).toHaveValue('2026-12-16');
    expect(screen.getByLabelText('Container type 1')).toHaveValue('45G1');
    expect(screen.getByLabelText('How many (container 1)')).toHaveValue('2');
    expect(screen.getByLabelText('Container type 2')).toHaveValue('22G1');
    expect(screen.getByText('3 containers')).toBeVisible();
  });

  it('opens an air quote prefilled from the calculator with one piece of its weight', async () => {
    openEditor({ path: '/dashboard/quotes/new?cargo=AIR&origin=MEX&destination=MIA&weightKg=120' });
    expect(await screen.findByLabelText('Weight per piece kg (line 1)')).toHaveValue('120');
    expect(screen.getByText(/chargeable weight 120 kg/)).toBeVisible();
  });

  it('tells that saving a sent quote starts its next version', async () => {
    openEditor({ quote: storedQuote({ state: 'sent', version: 2 }) });
    expect(await screen.findByRole('heading', { name: 'QTE20260007' })).toBeVisible();
    expect(screen.getByText(/saving a change starts version 3/)).toBeVisible();
    expect(lineFields(1, 1).sell).toHaveValue('2300');
    expect(lineFields(1, 1).group).toHaveTextContent('Typed over the margin rule.');
  });

  it('shows an accepted quote read-only, at its stored amounts', async () => {
    openEditor({ quote: storedQuote({ state: 'accepted' }) });
    expect(
      await screen.findByText('This quote is Accepted: it can be read, not changed.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Price by hand' })).not.toBeInTheDocument();
    expect(lineFields(1, 1).buy).toHaveAttribute('readonly');
  });

  it('creates the quote as a draft and moves to it without asking to leave', async () => {
    sdk.create.mockImplementation((body) =>
      Promise.resolve(storedQuote({ ...(body as Partial<QuotesRecord>), id: 'quote0000000042' })),
    );
    const view = openEditor();
    const { user } = view;
    await user.click(await screen.findByRole('textbox', { name: /^Client/ }));
    const listbox = screen.getByRole('listbox', { name: 'Client', hidden: true });
    await user.click(
      within(listbox).getByRole('option', { name: 'Importadora del Bajío', hidden: true }),
    );
    await user.type(screen.getByLabelText(/^Origin/), 'CNSHA');
    await user.type(screen.getByLabelText(/^Destination/), 'MXZLO');
    await priceByHand(user, 'Handling', '100');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create quote' }));
    await waitFor(() => expect(view.location()).toBe('/dashboard/quotes/quote0000000042'));
    expect(screen.queryByText('Confirm action')).not.toBeInTheDocument();
    expect(sdk.create.mock.calls[0]![0]).toMatchObject({
      cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 1 }] },
      currency: 'USD',
      mode: 'ocean',
    });
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const view = openEditor();
    await view.user.type(await screen.findByLabelText(/^Origin/), 'CNSHA');
    void view.router!.navigate('/dashboard/rcm');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm action' });
    expect(dialog).toHaveTextContent('This quote has unsaved changes. Leave without saving them?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(view.location()).toBe('/dashboard/quotes/new');
    expect(screen.getByLabelText(/^Origin/)).toHaveValue('CNSHA');
  });

  it('saves changes to a saved quote through an update', async () => {
    const quote = storedQuote({ state: 'draft' });
    sdk.update.mockImplementation((_id, body) =>
      Promise.resolve(storedQuote({ ...(body as Partial<QuotesRecord>) })),
    );
    const { user } = openEditor({ quote });
    const notes = await screen.findByLabelText('Notes');
    await user.type(notes, 'Includes pickup in Shanghai');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sdk.update).toHaveBeenCalledTimes(1));
    expect(sdk.update.mock.calls[0]![0]).toBe(quote.id);
    // Over the version opened: a colleague's save meanwhile is refused, not overwritten.
    expect(sdk.update.mock.calls[0]![2]).toMatchObject({
      headers: { 'If-Match': `"${quote.updated}"` },
    });
    expect(sdk.update.mock.calls[0]![1]).toMatchObject({
      notes: 'Includes pickup in Shanghai',
      date: '2026-12-01',
      options: [{ carrier: 'Maersk', lines: [{ sell: 2300, sellOverride: 2300 }] }],
    });
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
  });

  it('keeps the amounts a saved quote was offered at when the margin rules changed since, until its line changes', async () => {
    const offered = storedQuote({
      options: [
        {
          carrier: 'Maersk',
          lines: [{ charge: 'Flete marítimo', currency: 'USD', buy: 1000, sell: 1250, ivaRate: 0 }],
        },
      ],
    });
    // Priced at 20 % on sell then; the company's rule is 50 % now.
    const { user } = openEditor({
      quote: offered,
      rules: { charges: [], quote: { kind: 'percent', value: 50 } },
    });
    const line = await waitFor(() => lineFields(1, 1));
    expect(line.sell).toHaveValue('1250');
    expect(within(line.group).getByText('As saved')).toBeVisible();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    // A new buy amount is priced by today's rule.
    await user.clear(line.buy);
    await user.type(line.buy, '1100');
    await waitFor(() => expect(lineFields(1, 1).sell).toHaveValue('2200'));
  });

  it('says so when the server cannot be reached', async () => {
    openEditor({ rates: new ClientResponseError({ status: 0 }) });
    expect(await screen.findByText('Quotes cannot be shown offline')).toBeVisible();
  });
});
