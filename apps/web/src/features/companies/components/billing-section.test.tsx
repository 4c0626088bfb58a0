import { screen, waitFor, within } from '@testing-library/react';
import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { renderAs, testQueryClient } from '#test/render-as.tsx';
import { TEST_COMPANY } from '#test/sign-in.ts';
import { MyCompanyPage } from './my-company-page.tsx';

// My company's billing (issue 39): the issuer's fields saved with the company, and the CSD
// shown with its dates and replaced through the server's own route.

const NOW = Date.parse('2026-03-02T12:00:00Z');

const COMPANY = {
  id: TEST_COMPANY,
  collectionId: 'companies',
  collectionName: 'companies',
  name: 'Golfo Logistics',
  rfc: 'EKU9003173C9',
  documents: [],
  documentFiles: [],
  moduleAccess: [],
  superusers: [],
  regimenFiscal: '601',
  codigoPostal: '91700',
  invoiceSeries: '',
  paymentSeries: '',
  csdNumber: '',
  csdRfc: '',
  csdValidFrom: '',
  csdValidTo: '',
  updated: '2026-03-01 15:00:00.000Z',
};

const WITH_CSD = {
  ...COMPANY,
  csdNumber: '30001000000500003416',
  csdRfc: 'EKU9003173C9',
  csdValidFrom: '2023-03-20 12:00:00.000Z',
  csdValidTo: '2026-03-20 12:00:00.000Z',
};

function openPage(company: object = COMPANY, canReplaceCsd = true) {
  const queryClient = testQueryClient({ staleTime: Infinity });
  queryClient.setQueryData(['companies', TEST_COMPANY], company);
  const view = renderAs(
    <MyCompanyPage
      companyId={TEST_COMPANY}
      nowMs={NOW}
      renderUsers={() => null}
      canReplaceCsd={canReplaceCsd}
    />,
    { role: 'rumbo_superuser', queryClient, showLocation: false },
  );
  const section = async () => screen.findByRole('region', { name: 'Billing (CFDI)' });
  return { ...view, section };
}

async function chooseCsdFiles(view: ReturnType<typeof openPage>) {
  const csd = await screen.findByRole('region', { name: 'Digital seal certificate (CSD)' });
  const fileInput = (accept: string) =>
    csd.querySelector<HTMLInputElement>(`input[type="file"][accept="${accept}"]`)!;
  await view.user.upload(fileInput('.cer'), new File(['cer'], 'csd.cer'));
  await view.user.upload(fileInput('.key'), new File(['key'], 'csd.key'));
  const password = within(csd).getByLabelText('Private key password');
  await view.user.type(password, '12345678a');
  return { csd, password };
}

afterEach(() => {
  vi.restoreAllMocks();
  pb.authStore.clear();
});

describe('My company: billing (CFDI)', { timeout: 30_000 }, () => {
  it('shows the issuer’s fields, the series F and P by default, and refuses a bad postal code', async () => {
    const view = openPage();
    const section = await view.section();
    expect(
      within(section).getByRole('textbox', { name: 'Tax regime (régimen fiscal)' }),
    ).toHaveValue('601 General de Ley Personas Morales');
    expect(within(section).getByRole('textbox', { name: 'Invoice series' })).toHaveValue('F');
    expect(within(section).getByRole('textbox', { name: 'Payment series' })).toHaveValue('P');
    const postalCode = within(section).getByRole('textbox', { name: 'Postal code of issue' });
    await view.user.clear(postalCode);
    await view.user.type(postalCode, '917');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(postalCode).toHaveAccessibleDescription(
      expect.stringContaining('Enter five digits, as on the SAT’s tax status certificate.'),
    );
  });

  it('says a company without a CSD cannot seal', async () => {
    openPage();
    expect(await screen.findByText(/No CSD yet: invoices cannot be sealed/)).toBeVisible();
  });

  it('shows the CSD’s number, RFC and dates, and warns when it ends within 30 days', async () => {
    openPage(WITH_CSD);
    const csd = await screen.findByRole('region', { name: 'Digital seal certificate (CSD)' });
    expect(csd).toHaveTextContent('30001000000500003416');
    expect(csd).toHaveTextContent('EKU9003173C9');
    expect(within(csd).getByRole('alert')).toHaveTextContent(
      /The CSD ends in 18 days, on .*20.*: request a new one from the SAT/,
    );
    expect(within(csd).getByRole('button', { name: 'Replace CSD' })).toBeVisible();
  });

  it('says an ended CSD cannot seal', async () => {
    openPage({ ...WITH_CSD, csdValidTo: '2026-02-01 12:00:00.000Z' });
    const csd = await screen.findByRole('region', { name: 'Digital seal certificate (CSD)' });
    expect(within(csd).getByRole('alert')).toHaveTextContent(
      /The CSD ended on .*: invoices cannot/,
    );
  });

  it('is read-only for whoever may not replace it', async () => {
    openPage(WITH_CSD, false);
    const csd = await screen.findByRole('region', { name: 'Digital seal certificate (CSD)' });
    expect(
      within(csd).getByText('Only the company’s superusers can replace the CSD.'),
    ).toBeVisible();
    expect(within(csd).queryByRole('button', { name: /CSD/ })).toBeNull();
    expect(within(csd).queryByLabelText('Private key password')).toBeNull();
  });

  it('shows the server’s refusals at their fields and forgets the password once sent', async () => {
    const send = vi.spyOn(pb, 'send').mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          message: 'Failed to update record.',
          data: {
            password: {
              code: 'validation_csd_wrong_password',
              message: "The password does not open the key (.key): type the CSD's password.",
            },
            certificate: {
              code: 'validation_csd_rfc',
              message: "The certificate's RFC AAA010101AAA is not the company's EKU9003173C9.",
            },
          },
        },
      }),
    );
    const view = openPage();
    const { csd, password } = await chooseCsdFiles(view);
    await view.user.click(within(csd).getByRole('button', { name: 'Upload CSD' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining('The password does not open this key.'),
      ),
    );
    expect(password).toHaveValue('');
    expect(
      within(csd).getByText(
        'The certificate’s RFC AAA010101AAA is not the company’s EKU9003173C9.',
      ),
    ).toBeVisible();
    const [path, options] = send.mock.calls[0]!;
    expect(path).toBe(`/api/rumbo/companies/${TEST_COMPANY}/csd`);
    expect(options?.method).toBe('POST');
    const body = options?.body as FormData;
    expect((body.get('certificate') as File).name).toBe('csd.cer');
    expect((body.get('key') as File).name).toBe('csd.key');
    expect(body.get('password')).toBe('12345678a');
  });

  it('shows the new CSD once the server took it', async () => {
    vi.spyOn(pb, 'send').mockResolvedValue({ ...WITH_CSD, csdValidTo: '2030-03-20 12:00:00.000Z' });
    const view = openPage();
    const { csd, password } = await chooseCsdFiles(view);
    await view.user.type(password, '{Enter}');
    await waitFor(() => expect(csd).toHaveTextContent('30001000000500003416'));
    expect(within(csd).getByText(/Valid for \d+ more days\./)).toBeVisible();
    expect(password).toHaveValue('');
  });
});
