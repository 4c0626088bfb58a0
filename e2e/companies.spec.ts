import type { Page } from '@playwright/test';
import { DEMO_IDS, rfcCheckDigit, type CompaniesRecord } from '@rumbo/domain';
import { expect, expectNoSidewaysScroll, seriousAxeViolations, test } from './fixtures.ts';
import { expectAccessibleInBothThemes, shoot, storeTheme } from './screenshots.ts';
import { signedInSdk, statusOf } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// Companies (platform admins) and My company (company superusers), issue 6, against the real
// product: what the screens save is read back from the server through the SDK, and the API
// rules are tried user by user (DESIGN §3).

const ADMIN = 'admin@rumbo.test';
const SUPER = 'super@golfo.test';
const STAFF = 'staff@golfo.test';
// A 1×1 PNG: enough for the server to recognise an image and make its thumb.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** An RFC of a company founded on 15 March 2012 whose last character is not the SAT digit. */
function rfcWithWrongDigit(): string {
  const body = 'NUE120315K7';
  const right = rfcCheckDigit(`${body}0`);
  return `${body}${right === '1' ? '2' : '1'}`;
}

async function pickFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

async function choose(page: Page, label: string, option: string, nth = 0) {
  await page.getByRole('textbox', { name: label, exact: true }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Companies (platform admin)', () => {
  test('lists the companies by name with plan, membership, counts and search', async ({
    page,
    signIn,
  }) => {
    await signIn(page, ADMIN, '/dashboard/companies');
    const table = page.getByRole('table', { name: 'Companies' });
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible(LOADED);
    const names = await rows.locator('td:first-child button').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining(['Golfo Logistics', 'Plata Cargo', 'Vencida Freight']),
    );

    const admin = await signedInSdk(new URL(page.url()).origin, ADMIN);
    const count = async (collection: string) =>
      (
        await admin
          .collection(collection)
          .getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"` })
      ).totalItems;
    const shipments =
      (await count('shipments_ocean')) +
      (await count('shipments_air')) +
      (await count('shipments_land'));
    const golfo = table.locator('tr[data-company="Golfo Logistics"]');
    await expect(golfo.locator('[data-column=users]')).toHaveText(
      String(await count('users')),
      LOADED,
    );
    await expect(golfo.locator('[data-column=shipments]')).toHaveText(String(shipments));
    await expect(golfo.locator('[data-plan]')).toHaveAttribute('data-plan', 'gold');
    await expect(golfo.locator('[data-membership]')).toHaveText('Active');
    await expect(table.locator('tr[data-company="Vencida Freight"] [data-membership]')).toHaveText(
      'Expired',
    );
    await expect(table.locator('tr[data-company="Plata Cargo"] [data-plan]')).toHaveAttribute(
      'data-plan',
      'silver',
    );

    await page.getByRole('searchbox', { name: 'Search companies' }).fill('plata');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Plata Cargo');

    // Deleting a company with users and shipments says how many first; cancelling keeps it.
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('');
    await golfo.getByRole('button', { name: 'Delete Golfo Logistics' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm action' });
    await expect(dialog).toContainText(`${await count('users')} users and ${shipments} shipments`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await admin.collection('companies').getOne(DEMO_IDS.golfo)).id).toBe(DEMO_IDS.golfo);
  });

  test('creates a company with every field, reloads it, edits it and deletes it', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(patient(120_000));
    await signIn(page, ADMIN, '/dashboard/companies');
    await page.getByRole('button', { name: 'New company' }).click();
    await expect(page.getByRole('heading', { name: 'New company' })).toBeVisible();

    const name = `Nueva Carga ${Date.now().toString(36)}`;
    const rfc = rfcWithWrongDigit();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('textbox', { name: 'RFC', exact: true }).fill(rfc);
    await expect(page.getByTestId('rfc-warning')).toContainText('check digit');
    await page
      .getByRole('textbox', { name: 'Razón social', exact: true })
      .fill(`${name}, S.A. de C.V.`);
    await page
      .getByRole('textbox', { name: 'Dirección', exact: true })
      .fill('Av. del Puerto 12, 28200 Manzanillo, Col.');
    await page.getByRole('textbox', { name: 'Brand name', exact: true }).fill('Nueva Express');
    await page
      .getByRole('textbox', { name: 'Logo URL', exact: true })
      .fill(`https://cdn.example/${'x'.repeat(40)}.png`);
    await pickFile(page, 'Upload logo', { name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('New logo: logo.png')).toBeVisible();
    await pickFile(page, 'Add documents', {
      name: 'acta.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await expect(page.locator('[data-document="acta.pdf"]')).toContainText(
      'uploaded when the company is saved',
    );

    await choose(page, 'Plan', 'Enterprise');
    await page.getByLabel('Membership start').fill('2026-01-01');
    await page.getByLabel('Membership end').fill('2027-12-31');
    await page.getByRole('button', { name: 'Add module' }).click();
    await page.getByRole('button', { name: 'Add module' }).click();
    const second = page.getByRole('group', { name: 'Module entry 2' });
    await second.getByLabel('Start').fill('2026-02-01');
    await second.getByLabel('End').fill('2026-06-30');
    await second.getByRole('switch', { name: 'Enabled' }).uncheck();

    await page.getByRole('button', { name: 'Create company' }).click();
    await expect(page.getByRole('heading', { name: `Edit ${name}` })).toBeVisible(LOADED);
    const id = new URL(page.url()).searchParams.get('open') ?? '';
    expect(id).toMatch(/^[a-z0-9]{15}$/);

    const admin = await signedInSdk(new URL(page.url()).origin, ADMIN);
    const stored = await admin.collection('companies').getOne<CompaniesRecord>(id);
    expect(stored).toMatchObject({
      name,
      rfc,
      razon_social: `${name}, S.A. de C.V.`,
      brandName: 'Nueva Express',
      membershipPlan: 'enterprise',
    });
    expect(stored.membershipStartAt).toMatch(/^2026-01-01 00:00:00/);
    expect(stored.membershipEndAt).toMatch(/^2027-12-31 23:59:59/);
    expect(stored.brandLogo).toMatch(/\.png$/);
    expect(stored.documentFiles).toHaveLength(1);
    expect(stored.documents).toEqual([
      expect.objectContaining({ name: 'acta.pdf', file: stored.documentFiles[0] }),
    ]);
    expect(stored.moduleAccess).toEqual([
      { moduleId: 'shipments', enabled: true, startAt: '', endAt: '' },
      {
        moduleId: 'partners',
        enabled: false,
        startAt: '2026-02-01T00:00:00.000Z',
        endAt: '2026-06-30T23:59:59.999Z',
      },
    ]);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      name,
      LOADED,
    );
    await expect(page.getByRole('textbox', { name: 'RFC', exact: true })).toHaveValue(rfc);
    await expect(page.getByRole('textbox', { name: 'Razón social', exact: true })).toHaveValue(
      `${name}, S.A. de C.V.`,
    );
    await expect(page.getByRole('textbox', { name: 'Dirección', exact: true })).toHaveValue(
      'Av. del Puerto 12, 28200 Manzanillo, Col.',
    );
    await expect(page.getByRole('textbox', { name: 'Brand name', exact: true })).toHaveValue(
      'Nueva Express',
    );
    await expect(page.getByRole('textbox', { name: 'Logo URL', exact: true })).toHaveValue(
      `https://cdn.example/${'x'.repeat(40)}.png`,
    );
    await expect(page.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      new RegExp(`/api/files/companies/${id}/${stored.brandLogo}`),
    );
    await expect(page.getByRole('textbox', { name: 'Plan', exact: true })).toHaveValue(
      'Enterprise',
    );
    await expect(page.getByLabel('Membership start')).toHaveValue('2026-01-01');
    await expect(page.getByLabel('Membership end')).toHaveValue('2027-12-31');
    const first = page.getByRole('group', { name: 'Module entry 1' });
    await expect(first.getByRole('textbox', { name: 'Module', exact: true })).toHaveValue(
      'Shipments',
    );
    await expect(first.getByRole('switch', { name: 'Enabled' })).toBeChecked();
    await expect(second.getByRole('textbox', { name: 'Module', exact: true })).toHaveValue(
      'Partners',
    );
    await expect(second.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();
    await expect(second.getByLabel('Start')).toHaveValue('2026-02-01');
    await expect(second.getByLabel('End')).toHaveValue('2026-06-30');
    const download = page.getByRole('link', { name: 'Download acta.pdf' });
    await expect(download).toHaveAttribute('href', /token=/, LOADED);
    const file = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect(page.getByRole('region', { name: 'Users' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Brand name', exact: true }).fill('Nueva Express MX');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Company saved.')).toBeVisible();
    await expect
      .poll(async () => (await admin.collection('companies').getOne<CompaniesRecord>(id)).brandName)
      .toBe('Nueva Express MX');

    await page.getByRole('button', { name: 'Delete company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm action' });
    await expect(dialog).toContainText(`Delete the company ${name}?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
    await expect(page.locator(`tr[data-company="${name}"]`)).toHaveCount(0);
    expect(await statusOf(admin.collection('companies').getOne(id))).toBe(404);
  });
});

test.describe('My company (company superuser)', () => {
  test('edits the brand name, the sidebar follows; plan, dates and modules are read-only', async ({
    page,
    signIn,
  }) => {
    await signIn(page, SUPER, '/dashboard/company');
    const brand = page.getByRole('textbox', { name: 'Brand name', exact: true });
    await expect(brand).toHaveValue('Golfo Logistics', LOADED);
    await expect(page.getByTestId('membership-read-only')).toContainText('Gold');
    await expect(page.getByRole('table', { name: 'Module access' })).toContainText('Shipments');
    await expect(page.getByRole('textbox', { name: 'Plan', exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Membership end')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add module' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete company' })).toHaveCount(0);

    const renamed = `Golfo Express ${Date.now().toString(36)}`;
    await brand.fill(renamed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Company saved.')).toBeVisible();
    await expect(page.getByTestId('sidebar-brand')).toContainText(renamed);
    await page.reload();
    await expect(page.getByTestId('sidebar-brand')).toContainText(renamed, LOADED);
    await expect(brand).toHaveValue(renamed);

    const pb = await signedInSdk(new URL(page.url()).origin, SUPER);
    await pb.collection('companies').update(DEMO_IDS.golfo, { brandName: 'Golfo Logistics' });
    await expect(page.getByTestId('sidebar-brand')).toContainText('Golfo Logistics', LOADED);
  });

  test('the server refuses the membership fields and other companies to a superuser', async ({
    page,
    baseURL,
  }) => {
    void page;
    const pb = await signedInSdk(baseURL ?? '', SUPER);
    const companies = pb.collection('companies');
    for (const body of [
      { membershipPlan: 'enterprise' },
      { membershipEndAt: '2099-12-31 23:59:59.999Z' },
      { moduleAccess: [{ moduleId: 'tariffs', enabled: true, startAt: '', endAt: '' }] },
    ]) {
      expect([403, 404]).toContain(await statusOf(companies.update(DEMO_IDS.golfo, body)));
    }
    const golfo = await companies.getOne<CompaniesRecord>(DEMO_IDS.golfo);
    expect(golfo.membershipPlan).toBe('gold');
    expect(await statusOf(companies.getOne(DEMO_IDS.plata))).toBe(404);
    expect((await companies.getFullList()).map((it) => it.id)).toEqual([DEMO_IDS.golfo]);
  });
});

test.describe('Staff', () => {
  test('cannot open Companies nor My company', async ({ page, signIn }) => {
    await signIn(page, STAFF, '/dashboard/companies');
    await expect(page.getByText('Only platform administrators can manage companies.')).toBeVisible(
      LOADED,
    );
    await expect(page.getByRole('table', { name: 'Companies' })).toHaveCount(0);
    await page.goto('/dashboard/company');
    await expect(page.getByText('You do not have permission to manage the company.')).toBeVisible(
      LOADED,
    );
    await expect(page.getByRole('textbox', { name: 'Brand name', exact: true })).toHaveCount(0);
  });

  test('the server refuses company updates and other companies to staff', async ({ baseURL }) => {
    const pb = await signedInSdk(baseURL ?? '', STAFF);
    const companies = pb.collection('companies');
    expect([403, 404]).toContain(
      await statusOf(companies.update(DEMO_IDS.golfo, { brandName: 'Hacked' })),
    );
    expect((await companies.getOne<CompaniesRecord>(DEMO_IDS.golfo)).brandName).not.toBe('Hacked');
    expect((await companies.getFullList()).map((it) => it.id)).toEqual([DEMO_IDS.golfo]);
    expect(await statusOf(companies.getOne(DEMO_IDS.plata))).toBe(404);
  });
});

test.describe('Looks', () => {
  test('desktop and 375 px, dark and light: no serious axe violations; screenshots', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(patient(120_000));
    await signIn(page, ADMIN, null);
    await useTheme(page, 'dark');
    await page.goto('/dashboard/companies');
    await expect(
      page.locator('tr[data-company="Golfo Logistics"] [data-column=users]'),
    ).not.toHaveText('—', LOADED);
    await expectAccessibleInBothThemes(page, 'companies-list-desktop');
    await page.goto(`/dashboard/companies?open=${DEMO_IDS.golfo}`);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Golfo Logistics',
      LOADED,
    );
    await expectAccessibleInBothThemes(page, 'companies-editor-desktop', { fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    for (const [url, name] of [
      ['/dashboard/companies', 'companies-list-mobile'],
      [`/dashboard/companies?open=${DEMO_IDS.golfo}`, 'companies-editor-mobile'],
    ] as const) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await expectAccessibleInBothThemes(page, name, { fullPage: true });
    }
  });

  test('My company at 375 px, dark: no serious axe violations; screenshot', async ({
    page,
    signIn,
  }) => {
    await signIn(page, SUPER, null);
    await useTheme(page, 'dark');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/dashboard/company');
    await expect(page.getByRole('textbox', { name: 'Brand name', exact: true })).toBeVisible(
      LOADED,
    );
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shoot(page, 'my-company-mobile-dark', { fullPage: true });
  });
});

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await storeTheme(page, theme);
}
