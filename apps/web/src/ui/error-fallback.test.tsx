import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAs } from '#test/render-as.tsx';
import { ErrorFallback } from './error-fallback.tsx';
import { PageLoader } from './page-loader.tsx';
import { ViewLoader } from './view-loader.tsx';

function renderWithProviders(element: ReactElement) {
  return renderAs(element, { signedIn: 'keep', showLocation: false });
}

// SPEC §2 Global elements: the fallback texts and the loader's label, verbatim.
describe('error fallback and loaders', () => {
  it('says the page could not be loaded and offers a retry', async () => {
    const handleRetry = vi.fn();
    renderWithProviders(<ErrorFallback onRetry={handleRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cargar la página.');
    expect(alert).toHaveTextContent('Ocurrió un error al cargar la vista.');
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(handleRetry).toHaveBeenCalledOnce();
  });

  it('labels the loading indicator Cargando... by default', () => {
    renderWithProviders(<PageLoader />);
    expect(screen.getByRole('status', { name: 'Cargando...' })).toBeInTheDocument();
  });

  it('keeps a given label', () => {
    renderWithProviders(<PageLoader label="Verificando acceso" />);
    expect(screen.getByRole('status', { name: 'Verificando acceso' })).toBeInTheDocument();
  });

  it('shows Cargando… while a view loads', () => {
    renderWithProviders(<ViewLoader />);
    expect(screen.getByRole('status', { name: 'Cargando...' })).toHaveTextContent('Cargando…');
  });
});
