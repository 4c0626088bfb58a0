import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LandingPage } from '#features/public-site/components/landing-page.tsx';
import { publicSiteCatalogue } from '#i18n/catalogue/public-site.ts';
import { i18n } from '#i18n/i18n-public.ts';
import { pb } from '#lib/pocketbase.ts';
import { AUTH_STORAGE_KEY } from '#lib/stored-auth.ts';
import { PageContent, PrerenderedPageContent } from './page-content.tsx';
import { PublicApp } from './public-app.tsx';

i18n.addResourceBundle('es', 'translation', publicSiteCatalogue, true, true);

/** A stored session as the SDK writes it (unsigned: the page only reads `type` and `exp`). */
function storeSession(claims: { type: string; exp: number }) {
  const encode = (part: object) => btoa(JSON.stringify(part));
  const token = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ id: 'u1', ...claims })}.x`;
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token, model: { id: 'u1' } }));
}
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('PublicApp header session', () => {
  it('offers sign-in to a visitor', () => {
    render(<PublicApp>{null}</PublicApp>);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(header.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('offers Dashboard and sign-out to a signed-in user', () => {
    storeSession({ type: 'authRecord', exp: inAnHour() });
    render(<PublicApp>{null}</PublicApp>);
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(header.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect(header.queryByRole('link', { name: 'Iniciar sesión' })).not.toBeInTheDocument();
  });

  it.each([
    ['an expired session', { type: 'authRecord', exp: Math.floor(Date.now() / 1000) - 60 }],
    ['a server operator session', { type: 'admin', exp: inAnHour() }],
  ])('treats %s as signed out', (_case, claims) => {
    storeSession(claims);
    render(<PublicApp>{null}</PublicApp>);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });

  it('signs out on this device and shows sign-in again', async () => {
    storeSession({ type: 'authRecord', exp: inAnHour() });
    render(<PublicApp>{null}</PublicApp>);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('shows the SPEC §8 toast when signing out fails', async () => {
    storeSession({ type: 'authRecord', exp: inAnHour() });
    vi.spyOn(pb.authStore, 'clear').mockImplementationOnce(() => {
      throw new Error('storage unavailable');
    });
    render(<PublicApp>{null}</PublicApp>);
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(await screen.findByText('Could not sign out. Please try again.')).toBeInTheDocument();
  });

  it('follows a sign-out in another tab', async () => {
    storeSession({ type: 'authRecord', exp: inAnHour() });
    render(<PublicApp>{null}</PublicApp>);
    localStorage.removeItem(AUTH_STORAGE_KEY);
    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY })));
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });
});

describe('hydrating a pre-rendered page', () => {
  it('keeps the content the build rendered and makes the header work', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <PublicApp>
        <PageContent>
          <LandingPage />
        </PageContent>
      </PublicApp>,
    );
    document.body.append(container);
    const heading = container.querySelector('h1');
    const burger = container.querySelector('button[aria-label="Abrir menú"]')!;
    expect(burger).toHaveAttribute('aria-disabled', 'true');

    await act(async () => {
      hydrateRoot(container, <PublicApp>{<PrerenderedPageContent />}</PublicApp>);
    });

    expect(container.querySelector('h1')).toBe(heading); // the same node, not a re-render
    expect(heading).toHaveTextContent('Tu operación de carga, con rumbo claro');
    expect(within(container).getByText('Cómo empezamos')).toBeInTheDocument();
    await waitFor(() => expect(burger).not.toHaveAttribute('aria-disabled'));
    container.remove();
  });
});
