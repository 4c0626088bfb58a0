import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../render-with-providers.tsx';
import { LandingPage } from './landing-page.tsx';

describe('LandingPage', () => {
  it('has its h1, page title and description', () => {
    renderWithProviders(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Tu operación de carga, con rumbo claro',
    );
    expect(document.title).toBe('Rumbo | Software para agentes de carga en México');
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/agentes de carga en México/);
  });

  it('links each service card to its page', () => {
    renderWithProviders(<LandingPage />);
    const services = within(screen.getByRole('region', { name: 'Servicios' }));
    expect(services.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/servicios/forwarders',
      '/servicios/ia-excel',
      '/servicios/automatizacion',
      '/servicios/software-a-medida',
    ]);
  });

  it('names the Mexican ports, airports and crossings it is built for', () => {
    renderWithProviders(<LandingPage />);
    const places = screen.getByRole('list', { name: 'Puertos, aeropuertos y cruces' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Manzanillo', 'Lázaro Cárdenas', 'Veracruz', 'Altamira', 'AICM', 'Nuevo Laredo']);
  });

  it('offers a demo by email and a jump to the services', () => {
    renderWithProviders(<LandingPage />);
    const [demo] = screen.getAllByRole('link', { name: 'Solicita una demo' });
    expect(demo).toHaveAttribute(
      'href',
      `mailto:contacto@rumbo.mx?subject=${encodeURIComponent('Quiero una demo de Rumbo')}`,
    );
    expect(screen.getByRole('link', { name: 'Conoce los servicios' })).toHaveAttribute(
      'href',
      '/#servicios',
    );
    expect(document.getElementById('servicios')).toHaveAccessibleName('Servicios');
  });
});
