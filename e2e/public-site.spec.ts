import { expect, test } from './fixtures.ts';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Tu operación de carga, con rumbo claro' },
  { path: '/servicios/forwarders', heading: 'Plataforma para forwarders' },
  { path: '/servicios/ia-excel', heading: 'Excel con IA' },
  { path: '/servicios/automatizacion', heading: 'Automatización' },
  { path: '/servicios/software-a-medida', heading: 'Software a medida' },
];

for (const { path, heading } of PUBLIC_PAGES) {
  test(`${path} shows its heading and the sign-in button`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const signIn = page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' });
    await expect(signIn).toBeVisible();
    await signIn.click();
    await expect(page).toHaveURL('/login');
  });
}

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the mobile navigation panel has Inicio, Servicios, Demo and Contacto', async ({ page }) => {
    await page.goto('/');
    const panel = page.getByRole('dialog', { name: 'Menú' });
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(panel).toBeVisible();
    const nav = panel.getByRole('navigation', { name: 'Navegación principal' });
    for (const entry of ['Inicio', 'Servicios', 'Demo', 'Contacto']) {
      await expect(nav.getByText(entry, { exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('public pages do not scroll sideways', async ({ page }) => {
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
