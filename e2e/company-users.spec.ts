import type { Page } from '@playwright/test';
import { DEMO_IDS, type CompaniesRecord, type UsersRecord } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import {
  expect,
  expectNoSidewaysScroll,
  expectOpened,
  seriousAxeViolations,
  submitLogin,
  test,
} from './fixtures.ts';
import { expectAccessibleInBothThemes, storeTheme } from './screenshots.ts';
import { signedInSdk, statusOf } from './sdk-clients.ts';
import { LOADED, patient } from './patience.ts';

// The company users panel (issue 6) on My company, against the real product: what the panel
// saves is read back through the SDK, and the users API rules are tried user by user (DESIGN §3).

const SUPER = 'super@golfo.test';
const STAFF = 'staff@golfo.test';

async function findUser(pb: PocketBase, email: string): Promise<UsersRecord | null> {
  // Read the whole company and match here: the email is a hidden field, not one to filter on.
  const users = await pb.collection('users').getFullList<UsersRecord>();
  return users.find((user) => user.email === email) ?? null;
}

function usersPanel(page: Page) {
  return page.getByRole('region', { name: 'Users' });
}

test.describe('company users panel', () => {
  test('a superuser creates, edits (new password, superuser) and deletes a colleague', async ({
    page,
    baseURL,
    browser,
    signIn,
  }) => {
    test.setTimeout(patient(120_000));
    const email = 'ana.prueba@golfo.test';
    const admin = await signedInSdk(baseURL ?? '', 'admin@rumbo.test');
    try {
      await signIn(page, SUPER, '/dashboard/company');
      const panel = usersPanel(page);
      const rows = panel.locator('tbody tr');
      await expect(rows.first()).toBeVisible(LOADED);
      // Sorted by name; no delete button on one's own row.
      await expect(rows.locator('th')).toHaveText([/Carlos Ibarra Delgado/, /Mariana Torres Vega/]);
      await expect(panel.getByRole('button', { name: 'Delete Carlos Ibarra Delgado' })).toHaveCount(
        0,
      );

      await panel.getByRole('button', { name: 'Add user' }).click();
      const dialog = page.getByRole('dialog', { name: 'New user' });
      // A superuser may not grant the platform admin role.
      await dialog.getByRole('textbox', { name: 'Role' }).click();
      await expect(page.getByRole('option')).toHaveText(['Staff', 'Company superuser']);
      await page.keyboard.press('Escape');
      await dialog.getByLabel('Full name').fill('Ana Prueba Ruiz');
      await dialog.getByLabel('Email').fill(STAFF);
      await dialog.getByLabel('Phone').fill('+52 229 100 2000');
      await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Prueba2026!');
      await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Prueba2026!');
      await dialog.getByRole('button', { name: 'Create user' }).click();
      // The server's answer lands next to the field; what was typed stays.
      await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(
        'This email is already in use.',
      );
      await expect(dialog.getByLabel('Full name')).toHaveValue('Ana Prueba Ruiz');
      await expect(dialog.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue(
        'Prueba2026!',
      );
      expect(await seriousAxeViolations(page)).toEqual([]);
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByRole('button', { name: 'Create user' }).click();
      await expect(dialog).toBeHidden();
      await expect(rows.locator('th')).toHaveText([/Ana Prueba Ruiz/, /Carlos/, /Mariana/]);

      const created = await findUser(admin, email);
      expect(created).toMatchObject({
        company: DEMO_IDS.golfo,
        role: 'staff',
        telefono: '+52 229 100 2000',
      });
      expect(created?.id).toMatch(/^ANAPRU[A-Z0-9]{9}$/);
      const id = created?.id ?? '';

      await panel.getByRole('button', { name: 'Edit Ana Prueba Ruiz' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Ana Prueba Ruiz' });
      await expect(edit.getByLabel('Email')).toHaveValue(email);
      await edit.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(
        edit.getByRole('textbox', { name: 'Password', exact: true }),
      ).toHaveAccessibleDescription(/Use at least 8 characters\./);
      await edit.getByRole('textbox', { name: 'Password', exact: true }).fill('NuevaClave2026');
      await edit.getByRole('textbox', { name: 'Confirm password' }).fill('NuevaClave2026');
      await edit.getByRole('checkbox', { name: 'Company superuser' }).check();
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit).toBeHidden();
      await expect
        .poll(
          async () =>
            (await admin.collection('companies').getOne<CompaniesRecord>(DEMO_IDS.golfo))
              .superusers,
        )
        .toContain(id);
      await expect(panel.locator(`tr[data-user-id="${id}"] td`).nth(3)).toHaveText('Yes');

      // The new password signs in, in a browser of its own.
      const other = await browser.newPage({ baseURL });
      await other.goto('/login');
      await submitLogin(other, { email, password: 'NuevaClave2026' });
      await expect(other).toHaveURL('/dashboard', LOADED);
      await other.close();

      await panel.getByRole('button', { name: 'Delete Ana Prueba Ruiz' }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm action' });
      await expect(confirm).toContainText('Delete the user Ana Prueba Ruiz?');
      await confirm.getByRole('button', { name: 'Delete user' }).click();
      await expect(rows.locator('th')).toHaveText([/Carlos/, /Mariana/]);
      expect(await findUser(admin, email)).toBeNull();
    } finally {
      const left = await findUser(admin, email);
      if (left) await admin.collection('users').delete(left.id);
    }
  });

  test('desktop and 375 px, dark and light: no serious axe violations; screenshots', async ({
    page,
    signIn,
  }) => {
    await signIn(page, SUPER, null);
    await storeTheme(page, 'dark');
    await page.goto('/dashboard/company');
    const panel = usersPanel(page);
    await expect(panel.locator('tbody tr').first()).toBeVisible(LOADED);
    await panel.scrollIntoViewIfNeeded();
    await expectAccessibleInBothThemes(page, 'company-users-desktop');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(panel.locator('tbody tr').first()).toBeVisible();
    await expectNoSidewaysScroll(page);
    await panel.scrollIntoViewIfNeeded();
    await expectAccessibleInBothThemes(page, 'company-users-mobile');
    await panel.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'New user' });
    await expectOpened(dialog);
    await dialog.getByRole('button', { name: 'Create user' }).click();
    await expect(dialog.getByLabel('Full name')).toHaveAccessibleDescription(
      'Enter the full name.',
    );
    await expectAccessibleInBothThemes(page, 'company-users-form-mobile');
  });
});

test.describe('users API rules (DESIGN §3)', () => {
  const newUser = (email: string, role: string) => ({
    email,
    password: 'Prueba2026!',
    passwordConfirm: 'Prueba2026!',
    nombreCompleto: 'Intruso',
    company: DEMO_IDS.golfo,
    role,
  });

  test('staff cannot create users, raise their role or change their company', async ({
    baseURL,
  }) => {
    const staff = await signedInSdk(baseURL ?? '', STAFF);
    const users = staff.collection('users');
    const self = String(staff.authStore.model?.id);
    expect(await statusOf(users.create(newUser('intruso1@golfo.test', 'staff')))).toBe(400);
    expect(await statusOf(users.update(self, { role: 'rumbo_superuser' }))).toBe(404);
    expect(await statusOf(users.update(self, { role: 'rumbo_admin' }))).toBe(404);
    expect(await statusOf(users.update(self, { company: DEMO_IDS.plata }))).toBe(404);
    expect(
      await statusOf(staff.collection('companies').update(DEMO_IDS.golfo, { 'superusers+': self })),
    ).toBe(404);
    // Harmless fields of one's own record stay editable.
    expect(await statusOf(users.update(self, { telefono: '+52 229 931 4512' }))).toBe(0);
    expect(await users.getOne<UsersRecord>(self)).toMatchObject({
      role: 'staff',
      company: DEMO_IDS.golfo,
    });
    const admin = await signedInSdk(baseURL ?? '', 'admin@rumbo.test');
    expect(await findUser(admin, 'intruso1@golfo.test')).toBeNull();
    expect(
      (await admin.collection('companies').getOne<CompaniesRecord>(DEMO_IDS.golfo)).superusers,
    ).not.toContain(self);
  });

  test('a superuser cannot create a platform admin nor touch another company’s user', async ({
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const superuser = await signedInSdk(origin, SUPER);
    const users = superuser.collection('users');
    for (const role of ['rumbo_admin', 'RUMBO-ADMIN'])
      expect(await statusOf(users.create(newUser('intruso2@golfo.test', role))), role).toBe(400);
    expect(await statusOf(users.update(DEMO_IDS.staffGolfo, { role: 'rumbo_admin' }))).toBe(404);
    expect(
      await statusOf(
        users.create({ ...newUser('intruso3@plata.test', 'staff'), company: DEMO_IDS.plata }),
      ),
    ).toBe(400);

    const plata = DEMO_IDS.staffPlata;
    expect(await statusOf(users.getOne(plata))).toBe(404);
    expect(
      await statusOf(
        users.update(plata, {
          nombreCompleto: 'Hacked',
          password: 'Hacked2026!',
          passwordConfirm: 'Hacked2026!',
        }),
      ),
    ).toBe(404);
    expect(await statusOf(users.delete(plata))).toBe(404);
    expect(
      (await users.getFullList<UsersRecord>()).every((user) => user.company === DEMO_IDS.golfo),
    ).toBe(true);
    // Nor list them among Golfo's superusers.
    expect(
      await statusOf(
        superuser.collection('companies').update(DEMO_IDS.golfo, { 'superusers+': plata }),
      ),
    ).not.toBe(0);

    const admin = await signedInSdk(origin, 'admin@rumbo.test');
    expect(await admin.collection('users').getOne<UsersRecord>(plata)).toMatchObject({
      nombreCompleto: 'Jorge Salinas Ortega',
      company: DEMO_IDS.plata,
    });
    await expect(signedInSdk(origin, 'staff@plata.test')).resolves.toBeTruthy();
    for (const email of ['intruso2@golfo.test', 'intruso3@plata.test'])
      expect(await findUser(admin, email)).toBeNull();
  });
});
