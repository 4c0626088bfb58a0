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

  it('renders both session states for the head script to pick and marks the buttons that need the script unavailable', () => {
    const html = renderPublicPage('/servicios/forwarders');
    expect(html).toMatch(/<a(?=[^>]*href="\/login")(?=[^>]*whenSignedOut)[^>]*>.*?Iniciar sesión/);
    expect(html).toMatch(/<div[^>]*whenSignedIn[^>]*><a[^>]*href="\/dashboard"[^>]*>.*?Dashboard/);
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>.*?Cerrar sesión/);
    expect(html).toMatch(/<button[^>]*aria-label="Abrir menú"[^>]*aria-disabled="true"/);
    expect(html).toMatch(/<button[^>]*aria-disabled="true"[^>]*>.*?Servicios/);
  });

  it('refuses a path that is not a public page', () => {
    expect(() => renderPublicPage('/dashboard')).toThrow(/not a public page/);
  });
});
