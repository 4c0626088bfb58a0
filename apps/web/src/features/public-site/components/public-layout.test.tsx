import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../render-with-providers.tsx';
import { PublicLayout } from './public-layout.tsx';

function renderLayout() {
  return renderWithProviders(
    <Routes>
      <Route
        element={
          <PublicLayout
            sessionActions={<a href="/login">Iniciar sesión</a>}
            mobileSessionActions={null}
          />
        }
      >
        <Route path="/" element={<h1>Página</h1>} />
      </Route>
    </Routes>,
  );
}

/** What the pre-rendered HTML leaves in the document before the app starts. */
function addStaticCopy() {
  document.documentElement.setAttribute('data-prerender', 'current');
  const meta = document.createElement('meta');
  meta.setAttribute('data-prerender-meta', '');
  meta.name = 'description';
  document.head.append(meta);
  const copy = document.createElement('div');
  copy.id = 'prerendered';
  copy.setAttribute('data-scroll-y', '640');
  copy.textContent = 'static copy';
  document.body.append(copy);
}

afterEach(() => {
  document.documentElement.removeAttribute('data-prerender');
  vi.restoreAllMocks();
});

describe('PublicLayout', () => {
  it('has a header with navigation, contact and session actions, the page, and a footer', () => {
    renderLayout();
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Rumbo' })).toHaveAttribute('href', '/');
    const nav = within(header.getByRole('navigation', { name: 'Navegación principal' }));
    expect(nav.getByRole('button', { name: 'Servicios' })).toBeVisible();
    expect(nav.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/tracking-demo');
    expect(nav.getByRole('link', { name: 'Contacto' })).toHaveAttribute('href', '#contacto');
    expect(header.getByRole('link', { name: 'Escríbenos a contacto@rumbo.mx' })).toBeVisible();
    expect(header.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('Página');
    expect(
      within(screen.getByRole('contentinfo')).getByText('Contacto').parentElement,
    ).toHaveAttribute('id', 'contacto');
  });

  it('shows the floating chat button', () => {
    renderLayout();
    expect(screen.getByRole('link', { name: 'Chatea con nosotros' })).toHaveAttribute(
      'href',
      'mailto:contacto@rumbo.mx',
    );
  });

  it('replaces the static copy of the page and its head tags once it is on screen', async () => {
    addStaticCopy();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderLayout();
    await Promise.resolve();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.head.querySelector('[data-prerender-meta]')).toBeNull();
    expect(document.documentElement).not.toHaveAttribute('data-prerender');
  });
});
