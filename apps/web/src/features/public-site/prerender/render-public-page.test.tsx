import { describe, expect, it } from 'vitest';
import { renderPublicPage } from './render-public-page.tsx';

describe('renderPublicPage', () => {
  it('renders a service page with its title, description and content', () => {
    const html = renderPublicPage('/servicios/automatizacion');
    expect(html).toMatch(
      /^<link [^>]*\/><title>Automatización \| Rumbo<\/title><meta name="description"/,
    );
    expect(html).toMatch(/<h1[^>]*>Automatización<\/h1>/);
    expect(html).toContain('Carta porte sin recapturar');
    expect(html).toContain('id="contacto"');
  });

  it('renders the landing page', () => {
    expect(renderPublicPage('/')).toMatch(/<h1[^>]*>Tu operación de carga, con rumbo claro<\/h1>/);
  });

  it('leaves the session buttons to the live page and marks its buttons unavailable', () => {
    const html = renderPublicPage('/servicios/forwarders');
    expect(html).not.toContain('Iniciar sesión');
    expect(html).toMatch(/<button[^>]*aria-label="Abrir menú"[^>]*aria-disabled="true"/);
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>.*?Servicios/);
  });
});
