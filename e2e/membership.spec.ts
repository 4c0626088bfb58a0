import { expect, expectNoSidewaysScroll, test } from './fixtures.ts';
import { expectAccessibleInBothThemes, storeTheme } from './screenshots.ts';
import { LOADED } from './patience.ts';

// The membership status page (issue 6): where SPEC §4 sends users of a company whose membership
// is not active, with the state, its days, the modules, what is closed and how to renew.

const MEMBERSHIP_STATUS = '/dashboard/membership-status';

test.describe('membership status page', () => {
  test('staff of an expired company see the state with days since, and stay on the page', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'staff@vencida.test');
    await expect(page).toHaveURL(MEMBERSHIP_STATUS);
    const summary = page.getByRole('region', { name: 'Your membership' });
    await expect(summary.locator('[data-plan]')).toHaveText('Gold', LOADED);
    await expect(summary.locator('[data-state]')).toHaveText('Expired');
    // The demo membership of Vencida Freight ended 30 days before the start of today (UTC).
    await expect(summary.getByTestId('membership-days')).toHaveText('Expired 30 days ago');
    await expect(summary).toContainText('Your company’s membership has expired.');

    const unavailable = page.getByRole('region', { name: 'What is unavailable' });
    await expect(unavailable.getByRole('listitem')).toHaveText([
      'Dashboard navigation — The membership has expired.',
      'Shipment search — The membership has expired.',
      'Notifications — The membership has expired.',
    ]);
    const modules = page.getByRole('region', { name: 'Modules' });
    await expect(modules.getByRole('rowheader')).toHaveText([
      'Shipments',
      'Partners',
      'Notifications',
      'Reports',
      'Tariffs',
    ]);
    await expect(modules.locator('tbody tr[data-on=false]')).toHaveCount(5);
    await expect(modules.getByRole('cell', { name: 'Off: ended' })).toHaveCount(5);

    const renew = page.getByRole('region', { name: 'How to renew' });
    const mail = renew.getByRole('link', { name: /^Email / });
    await expect(mail).toHaveAttribute('href', /^mailto:[^?]+\?subject=.*Vencida%20Freight$/);

    for (const path of ['/dashboard', '/dashboard/notifications', '/dashboard/shipments/air']) {
      await page.goto(path);
      await expect(page, `from ${path}`).toHaveURL(MEMBERSHIP_STATUS);
    }
    await expect(page.getByRole('searchbox', { name: 'Search unavailable' })).toBeDisabled();
  });

  test('a superuser of an active company is sent to the dashboard', async ({ page, signIn }) => {
    await signIn(page, 'super@golfo.test', MEMBERSHIP_STATUS);
    await expect(page).toHaveURL('/dashboard');
  });

  test('desktop and 375 px, dark and light: no serious axe violations; screenshots', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'staff@vencida.test', null);
    await storeTheme(page, 'dark');
    await page.goto('/dashboard');
    const days = page.getByTestId('membership-days');
    await expect(days).toBeVisible(LOADED);
    await expectAccessibleInBothThemes(page, 'membership-status-desktop', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(days).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessibleInBothThemes(page, 'membership-status-mobile', { fullPage: true });
  });
});
