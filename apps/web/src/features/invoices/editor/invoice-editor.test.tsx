import { todayInBusinessTime } from '@rumbo/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import { pb } from '#lib/pocketbase.ts';
import {
  CLIENT,
  FISCAL,
  OCEAN,
  PARTNERS,
  storedInvoice,
  storedLine,
} from './invoice-editor-fixtures.ts';
import InvoiceEditor from './invoice-editor.tsx';

// The SDK's reads and writes the editor makes, spied on.
const sdk = {
  getOne: vi.spyOn(pb.collection('invoices'), 'getOne'),
  create: vi.spyOn(pb.collection('invoices'), 'create'),
  update: vi.spyOn(pb.collection('invoices'), 'update'),
  invoicesFull: vi.spyOn(pb.collection('invoices'), 'getFullList'),
  partner: vi.spyOn(pb.collection('partners'), 'getOne'),
  rates: vi.spyOn(pb.collection('exchange_rates'), 'getFullList'),
  ocean: vi.spyOn(pb.collection('shipments_ocean'), 'getFullList'),
  payments: vi.spyOn(pb.collection('payments'), 'getFullList'),
  send: vi.spyOn(pb, 'send'),
};

/** Registers the spies' reset and restore in the calling test file. */
function resetSpiesAfterEachTest(): void {
  afterEach(() => Object.values(sdk).forEach((spy) => spy.mockReset()));
  // The web tests of a worker share one module graph (vitest.config.ts): put the SDK back.
  afterAll(() => Object.values(sdk).forEach((spy) => spy.mockRestore()));
}

type OpenInput = {
  invoice?: InvoiceRecord;
  path?: string;
  fiscal?: Partial<typeof FISCAL>;
  rates?: { day: string; mxnPerUsd: number }[];
};

/** The editor of a new invoice (or of `invoice`) for a staff member of TEST_COMPANY. */
function openEditor(input: OpenInput = {}) {
  const queryClient = testQueryClient({ staleTime: Infinity });
  queryClient.setQueryData(['partners', TEST_COMPANY, 'list'], PARTNERS);
  sdk.rates.mockResolvedValue((input.rates ?? []) as never);
  sdk.partner.mockResolvedValue({ ...FISCAL, ...input.fiscal } as never);
  sdk.payments.mockResolvedValue([] as never);
  if (input.invoice) sdk.getOne.mockResolvedValue(input.invoice as never);
  return renderAs(
    <InvoiceEditor invoiceId={input.invoice?.id ?? null} companyId={TEST_COMPANY} />,
    {
      queryClient,
      dataRouter: true,
      path: input.path ?? '/dashboard/invoices/new',
      showLocation: false,
    },
  );
}

type User = ReturnType<typeof openEditor>['user'];

async function pickClient(user: User) {
  await user.click(await screen.findByRole('textbox', { name: /^Client/ }));
  const listbox = screen.getByRole('listbox', { name: /^Client/, hidden: true });
  await user.click(within(listbox).getByRole('option', { name: CLIENT.displayName, hidden: true }));
}

/** The fields of one line ("Line 2"). */
function line(number: number) {
  const group = screen.getByRole('group', { name: `Line ${number}` });
  return {
    group,
    description: within(group).getByLabelText('Description'),
    productKey: within(group).getByRole('textbox', { name: 'Product key' }),
    unitPrice: within(group).getByLabelText('Unit price'),
    iva: within(group).getByLabelText('IVA'),
    // A sealed invoice's line has no boxes: read only when asked for.
    get withholding() {
      return within(group).getByLabelText(/Withhold 4 % IVA/);
    },
    get onBehalf() {
      return within(group).getByLabelText('Paid on the client’s behalf');
    },
  };
}

async function addLine(user: User, description: string, price: string) {
  await user.click(screen.getByRole('button', { name: 'Add a line' }));
  const lines = screen.getAllByRole('group', { name: /^Line \d+$/ });
  const added = line(lines.length);
  await user.type(added.description, description);
  await user.type(added.unitPrice, price);
  return added;
}

/** Today's FIX in the company's table: 20 pesos per dollar. */
const TODAYS_RATE = [{ day: todayInBusinessTime(new Date()), mxnPerUsd: 20 }];

const totals = () => screen.getByRole('region', { name: 'Totals of the invoice' });

const problemsPanel = () => screen.getByRole('region', { name: 'Problems before sealing' });

resetSpiesAfterEachTest();

describe('InvoiceEditor', { timeout: 30_000 }, () => {
  it('totals as the SAT does: IVA per rate, the 4 % withheld, and paid-on-behalf apart', async () => {
    const { user } = openEditor();
    await pickClient(user);
    const handling = await addLine(user, 'Handling', '1000');
    expect(within(totals()).getByTestId('total-subtotal')).toHaveTextContent('MXN 1,000.00');
    expect(within(totals()).getByTestId('total-iva-16')).toHaveTextContent(
      /IVA 16 % on MXN 1,000\.00\s*MXN 160\.00/,
    );
    expect(within(totals()).getByTestId('total-total')).toHaveTextContent('MXN 1,160.00');

    // Land freight to a company: 4 % of the base is withheld.
    await user.click(handling.withholding);
    expect(within(totals()).getByTestId('total-withheld')).toHaveTextContent('MXN 40.00');
    expect(within(totals()).getByTestId('total-total')).toHaveTextContent('MXN 1,120.00');

    // Freight across the border at 0 %: its own rate row, no tax.
    const freight = await addLine(user, 'Flete internacional', '2000');
    await user.selectOptions(freight.iva, '0');
    expect(within(totals()).getByTestId('total-iva-0')).toHaveTextContent(
      /IVA 0 % on MXN 2,000\.00\s*MXN 0\.00/,
    );
    expect(within(totals()).getByTestId('total-subtotal')).toHaveTextContent('MXN 3,000.00');
    expect(within(totals()).getByTestId('total-total')).toHaveTextContent('MXN 3,120.00');

    // Duties paid for the client: listed apart, out of the CFDI's total, collected with it.
    const duties = await addLine(user, 'IGI', '500');
    await user.click(duties.onBehalf);
    const apart = screen.getByRole('group', { name: 'Paid on the client’s behalf' });
    expect(within(apart).getByRole('group', { name: 'Line 3' })).toBeInTheDocument();
    expect(line(3).iva).toBeDisabled();
    expect(within(totals()).getByTestId('total-total')).toHaveTextContent('MXN 3,120.00');
    expect(within(totals()).getByTestId('total-on-behalf')).toHaveTextContent('MXN 500.00');
    expect(within(totals()).getByTestId('total-to-collect')).toHaveTextContent('MXN 3,620.00');
  });

  it('lists the problems before sealing and shows each next to its field', async () => {
    const { user } = openEditor({ fiscal: { regimenFiscal: '', codigoPostal: '' } });
    await pickClient(user);
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    const panel = problemsPanel();
    await waitFor(() => expect(panel).toHaveTextContent('Client’s tax regime: Missing.'));
    expect(panel).toHaveTextContent('Client’s postal code: Missing.');
    expect(panel).toHaveTextContent('Line 1 · product key: Missing.');
    expect(panel).toHaveTextContent('Line 1 · unit price: Must be more than zero.');
    // The same problems at their fields.
    const fiscal = screen.getByRole('group', { name: 'Client’s fiscal data' });
    expect(fiscal.querySelector('[data-field="client.regimenFiscal"]')).toHaveTextContent(
      'Missing.',
    );
    expect(
      within(fiscal).getByRole('link', { name: /Complete the partner’s fiscal data/ }),
    ).toHaveAttribute('href', '/dashboard/partners?open=client000000001');
    expect(line(1).productKey).toHaveAccessibleDescription(/Missing\./);
    expect(line(1).unitPrice).toHaveAccessibleDescription(/Must be more than zero\./);

    // Typing the key and the price clears them; a malformed key is said so.
    await user.type(line(1).productKey, '7810');
    expect(panel).toHaveTextContent('Line 1 · product key: A product key has eight digits.');
    await user.type(line(1).productKey, '1800');
    await user.type(line(1).unitPrice, '100');
    expect(panel).not.toHaveTextContent('Line 1');

    // PPD forces 99; going back to PUE asks how it was paid.
    await user.click(screen.getByText('PPD'));
    expect(screen.getByRole('textbox', { name: /^Payment form/ })).toHaveValue('99 · Por definir');
    await user.click(screen.getByText('PUE'));
    expect(panel).toHaveTextContent('Payment form: Missing.');

    // A USD invoice needs today's rate.
    await user.click(screen.getByText('USD'));
    expect(panel).toHaveTextContent('Exchange rate: No exchange rate for today');
    expect(screen.getByRole('link', { name: 'Add it to the exchange-rate table' })).toBeVisible();
  });

  it('tells a warning from a block: an RFC failing its check digit may still be sealed', async () => {
    const { user } = openEditor({ fiscal: { rfc: 'IBA010101AB1' } });
    await pickClient(user);
    await addLine(user, 'Handling', '100');
    await user.type(line(1).productKey, '78141501');
    const panel = problemsPanel();
    await waitFor(() => expect(panel).toHaveTextContent('1 thing to check:'));
    expect(within(panel).getByRole('list', { name: 'What to check' })).toHaveTextContent(
      'Client’s RFC: Its check digit does not match.',
    );
    expect(within(panel).queryByRole('list', { name: 'What stops sealing' })).toBeNull();
  });

  it('makes a new invoice of the shipments’ income not invoiced yet, and saves it', async () => {
    sdk.ocean.mockResolvedValue([OCEAN] as never);
    sdk.invoicesFull.mockResolvedValue([
      {
        id: 'invoice00000009',
        code: 'F-9',
        state: 'stamped',
        lines: [
          storedLine({ source: { collection: 'shipments_ocean', shipment: OCEAN.id, row: 'r2' } }),
        ],
      },
    ] as never);
    sdk.create.mockResolvedValue(storedInvoice({ id: 'invoice00000002' }) as never);
    const { user, location } = openEditor({
      path: `/dashboard/invoices/new?from=shipments_ocean:${OCEAN.id}`,
      rates: TODAYS_RATE,
    });
    // The consignee is the client; dollars are most of the income not invoiced.
    expect(await screen.findByRole('textbox', { name: /^Client/ })).toHaveValue(CLIENT.displayName);
    expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(2);
    expect(line(1).description).toHaveValue('Flete marítimo');
    expect(line(1).group).toHaveTextContent('Shipment OCN20260007');
    // International freight is taxed at 0 %; the duties are proposed as paid on behalf.
    expect(line(1).iva).toHaveValue('0');
    expect(line(2).description).toHaveValue('IGI');
    expect(line(2).onBehalf).toBeChecked();
    expect(screen.getByText('Charges already on invoice F-9 are left out.')).toBeVisible();
    expect(
      screen.getByText(
        'MXN 4,000.00 of income in another currency waits for an invoice of its own.',
      ),
    ).toBeVisible();
    expect(sdk.invoicesFull).toHaveBeenCalledWith(
      expect.objectContaining({
        filter: "(shipmentIds ~ 'ocean0000000001') && state != 'cancelled'",
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(sdk.create).toHaveBeenCalled());
    const body = sdk.create.mock.calls[0]![0] as Record<string, unknown>;
    expect(body).toMatchObject({
      company: TEST_COMPANY,
      client: CLIENT.id,
      currency: 'USD',
      uso: 'G03',
    });
    expect(body.lines).toMatchObject([
      { source: { collection: 'shipments_ocean', shipment: OCEAN.id, row: 'r1' }, unitPrice: 2000 },
      { source: { row: 'r4' }, paidOnBehalf: true },
    ]);
    await waitFor(() => expect(location()).toBe('/dashboard/invoices/invoice00000002'));
  });

  it('redoes the shipments’ lines in the other currency', async () => {
    sdk.ocean.mockResolvedValue([OCEAN] as never);
    sdk.invoicesFull.mockResolvedValue([] as never);
    const { user } = openEditor({
      path: `/dashboard/invoices/new?from=shipments_ocean:${OCEAN.id}`,
      rates: TODAYS_RATE,
    });
    await screen.findByRole('group', { name: 'Line 3' });
    await user.click(screen.getByText('MXN'));
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: /^Line \d+$/ })).toHaveLength(1),
    );
    expect(line(1).description).toHaveValue('Despacho aduanal');
    expect(line(1).iva).toHaveValue('16');
  });

  it('shows the server’s refusal to seal at the fields, naming concepts as the CFDI does', async () => {
    const draft = storedInvoice({
      lines: [
        storedLine({ id: 'duties', description: 'IGI', paidOnBehalf: true, iva: null }),
        storedLine({ id: 'freight', description: 'Flete' }),
      ],
    });
    sdk.send.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          code: 400,
          message: 'The invoice cannot be sealed yet.',
          data: {
            lines: { 0: { productKey: { code: 'unknownCode', message: 'Not a product key.' } } },
            csd: { code: 'csdMissing', message: 'The company has no CSD.' },
            company: { regimenFiscal: { code: 'required', message: 'Missing.' } },
          },
        },
      }),
    );
    const { user } = openEditor({ invoice: draft });
    await user.click(await screen.findByRole('button', { name: 'Seal and stamp' }));
    await waitFor(() =>
      expect(sdk.send).toHaveBeenCalledWith('/api/rumbo/invoices/invoice00000001/stamp', {
        method: 'POST',
        requestKey: null,
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The invoice cannot be sealed yet: the problems are listed below and at their fields.',
    );
    const panel = problemsPanel();
    expect(panel).toHaveTextContent(
      'Your company’s CSD: Your company has no CSD: a superuser uploads it in My company.',
    );
    expect(panel).toHaveTextContent('Your company’s tax regime: Missing in My company.');
    // The CFDI's first concept is the draft's second line: the first is paid on behalf.
    expect(panel).toHaveTextContent('Line 2 · product key: A product key has eight digits.');
    expect(line(2).productKey).toHaveAccessibleDescription(/A product key has eight digits/);
    // Nothing typed is lost, and a change clears the problem of its field.
    expect(line(2).description).toHaveValue('Flete');
    await user.type(line(2).productKey, '1');
    expect(panel).not.toHaveTextContent('Line 2 · product key');
  });

  it('says when the PAC does not answer and sends the same invoice again on Try again', async () => {
    const draft = storedInvoice();
    sdk.getOne.mockResolvedValueOnce(draft as never).mockResolvedValue({
      ...draft,
      state: 'sealed',
      updated: '2026-12-01 10:05:00.000Z',
    } as never);
    sdk.send.mockRejectedValueOnce(
      new ClientResponseError({
        status: 503,
        response: {
          code: 503,
          message: 'The PAC did not answer; the invoice stays sealed and will be sent again.',
          data: {},
        },
      }),
    );
    const queryClient = testQueryClient({ staleTime: Infinity });
    queryClient.setQueryData(['partners', TEST_COMPANY, 'list'], PARTNERS);
    sdk.rates.mockResolvedValue([] as never);
    sdk.partner.mockResolvedValue(FISCAL as never);
    const { user } = renderAs(<InvoiceEditor invoiceId={draft.id} companyId={TEST_COMPANY} />, {
      queryClient,
      dataRouter: true,
      path: '/dashboard/invoices/invoice00000001',
      showLocation: false,
    });
    await user.click(await screen.findByRole('button', { name: 'Seal and stamp' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sent to the PAC, no answer yet');
    expect(alert).toHaveTextContent('The PAC did not answer; the invoice stays sealed');
    // Read again, the invoice is sealed: it is read only and waits on the PAC.
    await waitFor(() => expect(screen.getByText('Sent to the PAC')).toBeVisible());
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    sdk.send.mockResolvedValueOnce(
      storedInvoice({ state: 'stamped', uuid: '5fb2822e-396d-4725-8521-cdc4bdd20ccf' }) as never,
    );
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('Invoice F-12 stamped. UUID 5fb2822e-396d-4725-8521-cdc4bdd20ccf.'),
    ).toBeVisible();
    expect(sdk.send).toHaveBeenCalledTimes(2);
  });

  it('says plainly that the PAC refused the invoice', async () => {
    sdk.send.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          code: 400,
          message: 'The PAC refused the invoice: CFDI40147 El RFC del receptor no existe.',
          data: {},
        },
      }),
    );
    const { user } = openEditor({ invoice: storedInvoice() });
    await user.click(await screen.findByRole('button', { name: 'Seal and stamp' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The PAC refused the invoice');
    expect(alert).toHaveTextContent('CFDI40147 El RFC del receptor no existe.');
    expect(alert).toHaveTextContent('The invoice is a draft again: correct it and seal it again.');
  });

  it('shows a stamped invoice read only, with its UUID, documents and the test-stamp notice', async () => {
    const stamped = storedInvoice({
      state: 'stamped',
      uuid: '5fb2822e-396d-4725-8521-cdc4bdd20ccf',
      issuedAt: '2026-12-01 17:00:00.000Z',
      stampedAt: '2026-12-01 17:00:05.000Z',
      certificateNumber: '30001000000500003416',
      clientFiscal: {
        rfc: 'IBA010101AB2',
        name: 'IMPORTADORA DEL BAJIO',
        regimen: '601',
        postalCode: '37000',
        uso: 'G03',
      },
      totals: {
        subtotal: 1000,
        discount: 0,
        transferred: 160,
        withheld: 0,
        total: 1160,
        onBehalf: 0,
        transfers: [{ factor: 'Tasa', rate: 0.16, base: 1000, importe: 160 }],
        testStamp: true,
      },
    });
    openEditor({ invoice: stamped });
    expect(await screen.findByText('Test stamp: not valid before the SAT')).toBeVisible();
    expect(screen.getByTestId('invoice-uuid')).toHaveTextContent(stamped.uuid);
    expect(screen.getByText('30001000000500003416')).toBeVisible();
    for (const name of ['Download XML', 'View PDF', 'Record payment', 'Cancel invoice'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Seal and stamp' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Problems before sealing' })).toBeNull();
    expect(line(1).description).toHaveAttribute('readonly');
    // Sealed: every field readable as it was sealed, none disabled, no boxes to tick.
    expect(line(1).iva).toHaveAttribute('readonly');
    expect(line(1).iva).toHaveValue('16 %');
    expect(within(line(1).group).queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Client' })).not.toBeRequired();
    // The fiscal data as sealed, not as the partner holds them now.
    expect(screen.getByRole('group', { name: 'Client’s fiscal data' })).toHaveTextContent(
      '601 · General de Ley Personas Morales',
    );
    expect(sdk.partner).not.toHaveBeenCalled();
    expect(await screen.findByText('No payments recorded yet.')).toBeVisible();
  });

  it('hides the test-stamp notice for a real stamp', async () => {
    openEditor({
      invoice: storedInvoice({ state: 'stamped', uuid: 'abc', totals: null }),
    });
    expect(await screen.findByRole('button', { name: 'Download XML' })).toBeVisible();
    expect(screen.queryByText('Test stamp: not valid before the SAT')).toBeNull();
  });

  it('says the server cannot be reached instead of showing a stale invoice', async () => {
    sdk.getOne.mockRejectedValue(new ClientResponseError({ status: 0 }));
    const queryClient = testQueryClient();
    queryClient.setQueryData(['partners', TEST_COMPANY, 'list'], PARTNERS);
    sdk.rates.mockResolvedValue([] as never);
    renderAs(<InvoiceEditor invoiceId="invoice00000001" companyId={TEST_COMPANY} />, {
      queryClient,
      dataRouter: true,
      showLocation: false,
    });
    expect(await screen.findByText('Invoices can’t be edited offline')).toBeVisible();
  });
});
