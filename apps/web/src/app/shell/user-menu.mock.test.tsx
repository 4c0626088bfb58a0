import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Access } from '#features/access/access.ts';
import { THEME_STORAGE_KEY } from '#lib/color-scheme-manager.ts';
import { LANGUAGE_STORAGE_KEY, switchLanguage } from '#i18n/language.ts';
import { pb } from '#lib/pocketbase.ts';
import { testAccess } from '#test/access.ts';
import { renderAs } from '#test/render-as.tsx';
import { signInAs } from '#test/sign-in.ts';
import { UserMenu } from './user-menu.tsx';

const access = vi.hoisted(() => ({ current: null as Access | null }));
vi.mock('#features/access/use-access.ts', () => ({ useAccess: () => access.current }));

async function openMenu() {
  const { router } = renderAs(<UserMenu />, {
    signedIn: 'keep',
    dataRouter: true,
    path: '/dashboard',
    queryClient: new QueryClient(),
    showLocation: false,
  });
  await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
  // happy-dom has no layout, so Mantine hides the dropdown as "detached" from its button:
  // the queries below include hidden elements (the browser tests check what is visible).
  return { router: router!, menu: await screen.findByRole('menu', { hidden: true }) };
}

beforeEach(() => {
  access.current = testAccess();
  signInAs({ id: 'anagolfo0000001', email: 'ana@golfo.test', nombreCompleto: 'Ana López Ruiz' });
});
afterEach(() => {
  pb.authStore.clear();
  switchLanguage(null);
});

describe('UserMenu', () => {
  it('shows the initials and the SPEC entries', async () => {
    const { menu } = await openMenu();
    expect(screen.getByRole('button', { name: 'User menu' })).toHaveTextContent('AL');
    expect(menu).toHaveTextContent('ana@golfo.test');
    const items = within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent);
    expect(items).toEqual([
      'My profile',
      'My company',
      'Light',
      'Dark',
      'Español',
      'English',
      'Sign out',
    ]);
  });

  it('turns the app into the language chosen and keeps it in this browser (issue 20)', async () => {
    await openMenu();
    const spanish = screen.getByRole('menuitem', { name: 'Español', hidden: true });
    expect(spanish).not.toHaveAttribute('aria-current');
    expect(spanish).toHaveAttribute('lang', 'es');
    await userEvent.click(spanish);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await userEvent.click(screen.getByRole('button', { name: 'Menú de usuario' }));
    expect(
      await screen.findByRole('menuitem', { name: 'Mi perfil', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Español', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says the profile settings are coming soon', async () => {
    await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'My profile', hidden: true }));
    // The dialog fades in: its text is there at once, visible once the fade has run.
    const notice = await screen.findByText('Profile settings are coming soon.');
    await waitFor(() => expect(notice).toBeVisible());
  });

  it('warns users who may not manage the company', async () => {
    const { router } = await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'My company', hidden: true }));
    expect(
      await screen.findByText('You do not have permission to manage the company.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('takes superusers and admins to their company', async () => {
    access.current = testAccess({ canManageCompany: true });
    const { router } = await openMenu();
    await userEvent.click(screen.getByRole('menuitem', { name: 'My company', hidden: true }));
    expect(router.state.location.pathname).toBe('/dashboard/company');
  });

  it.each([
    [
      'a company superuser',
      { isSuperuser: true, canManageCompany: true, company: 'rmbcompanygolfo' },
    ],
    ['a platform admin', { isAdmin: true, canManageCompany: true }],
  ])('offers %s the recycle bin beside My company (issue 35)', async (_who, overrides) => {
    access.current = testAccess(overrides as Partial<Access>);
    const { router, menu } = await openMenu();
    const items = within(menu)
      .getAllByRole('menuitem', { hidden: true })
      .map((item) => item.textContent);
    expect(items.slice(0, 3)).toEqual(['My profile', 'My company', 'Recycle bin']);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Recycle bin', hidden: true }));
    expect(router.state.location.pathname).toBe('/dashboard/recycle-bin');
  });

  it('switches the theme and keeps it under rumbo.theme', async () => {
    await openMenu();
    const dark = screen.getByRole('menuitem', { name: 'Dark', hidden: true });
    expect(dark).not.toHaveAttribute('aria-current');
    await userEvent.click(dark);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await userEvent.click(screen.getByRole('button', { name: 'User menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Dark', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
