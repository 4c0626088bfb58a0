import { THEME_STORAGE_KEY, expect, test } from './fixtures.ts';

// The dashboard top bar at desktop width (SPEC §2 Top bar, Global elements).
// The browser sits in Bogotá (UTC−5): the clock must still read business time (UTC−6).
test.use({ viewport: { width: 1280, height: 800 }, timezoneId: 'America/Bogota' });

test.describe('top bar', () => {
  test('email, live clock in business time, search, and the blocked right-click and selection', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'staff@golfo.test');
    const banner = page.getByRole('banner');
    await expect(banner.getByText('staff@golfo.test', { exact: true })).toBeVisible();
    const clock = banner.locator('time');
    await expect(clock).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/);
    await expect(banner.getByTestId('live-clock')).toContainText('UTC−6');
    // The text is the datetime in UTC−6 (en-GB patterns, as the lists); polling rides over a
    // minute turning meanwhile.
    await expect
      .poll(() =>
        clock.evaluate((element) => {
          const format = new Intl.DateTimeFormat('en-GB', {
            weekday: 'short',
            day: 'numeric',
            month: 'short',
            hour: '2-digit',
            minute: '2-digit',
            timeZone: 'Etc/GMT+6',
          });
          const shown = new Date(element.getAttribute('datetime') ?? '');
          const isCurrent = Math.abs(Date.now() - shown.getTime()) < 61_000;
          return isCurrent && element.textContent === format.format(shown);
        }),
      )
      .toBe(true);

    // SPEC §2 Global elements: no context menu or selection outside form fields.
    const heading = page.getByRole('heading', { level: 1, name: 'Dashboard' });
    const search = page.getByRole('searchbox', { name: 'Search shipments' });
    await expect(heading).toBeVisible();
    const isRightClickBlocked = (selector: string) =>
      page.evaluate((target) => {
        const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
        document.querySelector(target)?.dispatchEvent(event);
        return event.defaultPrevented;
      }, selector);
    expect(await isRightClickBlocked('main h1')).toBe(true);
    expect(await isRightClickBlocked('input[type="search"]')).toBe(false);
    expect(await heading.evaluate((element) => getComputedStyle(element).userSelect)).toBe('none');
    expect(await search.evaluate((element) => getComputedStyle(element).userSelect)).toBe('text');

    // Search: blank does nothing; otherwise the current mode's screen (ocean by default).
    await expect(search).toHaveAttribute('placeholder', 'Search shipments...');
    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL('/dashboard');
    await search.fill('  OCN2026 ');
    await search.press('Enter');
    await expect(page).toHaveURL('/dashboard/shipments/ocean?search=OCN2026');
    await page.goto('/dashboard/shipments/air');
    await search.fill('AWB 123');
    await search.press('Enter');
    await expect(page).toHaveURL('/dashboard/shipments/air?search=AWB+123');
  });

  test('the user menu has the SPEC texts and actions, and keeps the theme', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'staff@golfo.test');
    const avatar = page.getByRole('button', { name: 'User menu' });
    await expect(avatar).toHaveText('MT'); // Mariana Torres Vega
    await avatar.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'My profile',
      'My company',
      'Light',
      'Dark',
      'Español',
      'English',
      'Sign out',
    ]);
    await expect(menu.getByText('Theme', { exact: true })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'My profile' }).click();
    const profile = page.getByRole('dialog', { name: 'My profile' });
    await expect(profile.getByText('Profile settings are coming soon.')).toBeVisible();
    await expect(
      profile.getByRole('switch', { name: 'Daily e-mail of overdue milestones' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'My company' }).click();
    await expect(page.getByText('You do not have permission to manage the company.')).toBeVisible();
    await expect(page).toHaveURL('/dashboard');

    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await avatar.click();
    await page.getByRole('menuitem', { name: 'Dark' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await avatar.click();
    await expect(page.getByRole('menuitem', { name: 'Dark' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
