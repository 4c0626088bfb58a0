import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectAccessibleInBothThemes, shoot, storeTheme } from './screenshots.ts';

// The dashboard shell at phone width: the swipe drawer (SPEC §2 Mobile, §9 swipe thresholds).
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

type Point = { x: number; y: number };

/** A real one-finger swipe through Chromium's input pipeline (trusted touch events). */
async function swipe(page: Page, from: Point, to: Point): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const steps = 6;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Dashboard menu' });

test.beforeEach(async ({ page, signIn }) => {
  await signIn(page, 'staff@golfo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a menu button opens the drawer with its tabs; Escape and the close button close it', async ({
  page,
}) => {
  await expect(page.getByRole('navigation', { name: 'Dashboard navigation' })).toHaveCount(0);
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('tab')).toHaveText(['Menu', 'Notifications', 'Profile']);
  await expect(drawer(page).getByRole('tab', { name: 'Menu' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(drawer(page).getByText('Golfo Logistics', { exact: true })).toBeVisible();
  // SPEC §2's live clock, which the top bar has no room for at this width, heads the drawer.
  const topBar = page.getByRole('banner').filter({ has: menuButton });
  await expect(topBar.getByTestId('live-clock')).toHaveCount(0);
  await expect(drawer(page).getByTestId('live-clock')).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d\d:\d\d UTC−6$/,
  );
  await shoot(page, 'shell-drawer-clock-mobile-light');

  // The focus stays trapped inside while it is open.
  for (let press = 0; press < 25; press += 1) await page.keyboard.press('Tab');
  expect(await drawer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await drawer(page).getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer(page)).toBeHidden();

  // Following an entry closes it too.
  await menuButton.click();
  await drawer(page).getByRole('link', { name: 'Partners' }).click();
  await expect(page).toHaveURL('/dashboard/partners');
  await expect(drawer(page)).toBeHidden();
});

test('a swipe right from the left edge opens the drawer and a swipe left closes it', async ({
  page,
}) => {
  await swipe(page, { x: 6, y: 400 }, { x: 60, y: 400 }); // 54 px: too short
  await swipe(page, { x: 6, y: 300 }, { x: 160, y: 420 }); // 120 px drift: a scroll
  await swipe(page, { x: 150, y: 400 }, { x: 320, y: 400 }); // not from the edge
  await page.waitForTimeout(300); // a drawer would have started to open by now
  await expect(drawer(page)).toBeHidden();
  // Nor did the browser take the sideways swipe as "go back" and leave the dashboard.
  await expect(page).toHaveURL('/dashboard');

  await swipe(page, { x: 6, y: 400 }, { x: 160, y: 430 });
  await expect(drawer(page)).toBeVisible();
  await swipe(page, { x: 300, y: 400 }, { x: 120, y: 390 });
  await expect(drawer(page)).toBeHidden();
});

test('the Notifications and Profile tabs', async ({ page }) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer(page).getByRole('tab', { name: 'Notifications' }).click();
  const notifications = drawer(page).getByRole('tabpanel', { name: 'Notifications' });
  await expect(
    notifications.getByText(/Provide actual date for .+ \(overdue\)/).first(),
  ).toBeVisible();

  await drawer(page).getByRole('tab', { name: 'Profile' }).click();
  const profile = drawer(page).getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.getByText('staff@golfo.test')).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await profile.getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await profile.getByRole('button', { name: 'My company' }).click();
  await expect(page.getByText('You do not have permission to manage the company.')).toBeVisible();
});

test('the mobile shell and drawer have no serious axe violations (dark and light, 375 px)', async ({
  page,
}) => {
  test.slow(); // axe over the whole page, six times
  await storeTheme(page, 'dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'shell-mobile');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer(page)).toBeVisible();
  await expectAccessibleInBothThemes(page, 'shell-mobile-drawer');
  await drawer(page).getByRole('tab', { name: 'Profile' }).click();
  await expectAccessibleInBothThemes(page, 'shell-mobile-profile');
});
