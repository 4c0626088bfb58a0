import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { loadInTheme } from './screenshots.ts';

const PAGES = [
  { path: '/', ready: { level: 1, name: 'Tu operación de carga, con rumbo claro' } },
  { path: '/login', ready: { level: 1, name: 'Iniciar sesión' } },
  { path: '/dashboard', ready: { level: 1, name: 'Dashboard' }, signedIn: true },
] as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await loadInTheme(page, theme);
    });

    for (const { path, ready, ...options } of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page, signIn }) => {
        if ('signedIn' in options) await signIn(page, 'staff@golfo.test', path);
        else await page.goto(path);
        await expect(page.getByRole('heading', ready)).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });
}
