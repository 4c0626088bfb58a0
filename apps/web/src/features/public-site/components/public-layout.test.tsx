import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../render-with-providers.tsx';
import { PublicLayout } from './public-layout.tsx';

function renderLayout() {
  return renderWithProviders(
    <PublicLayout sessionActions={<a href="/login">Iniciar sesión</a>} mobileSessionActions={null}>
      <h1>Página</h1>
    </PublicLayout>,
  );
}

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
});
