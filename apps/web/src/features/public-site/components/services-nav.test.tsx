import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../render-with-providers.tsx';
import { ServicesNav } from './services-nav.tsx';

const SERVICE_LINKS = [
  ['Plataforma para forwarders', '/servicios/forwarders'],
  ['Excel con IA', '/servicios/ia-excel'],
  ['Automatización', '/servicios/automatizacion'],
  ['Software a medida', '/servicios/software-a-medida'],
];

function openPanel() {
  renderWithProviders(
    <>
      <ServicesNav />
      <button type="button">Elsewhere</button>
    </>,
  );
  return screen.getByRole('button', { name: 'Servicios' });
}

describe('ServicesNav', () => {
  it('starts closed and lists the four service pages when opened', async () => {
    const toggle = openPanel();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link')).toBeNull();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    for (const [name, href] of SERVICE_LINKS) {
      expect(within(panel).getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'href',
        href,
      );
    }
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    const toggle = openPanel();
    await userEvent.click(toggle);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /^Plataforma para forwarders/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when the focus or a click goes elsewhere', async () => {
    const toggle = openPanel();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes once a service is chosen', async () => {
    const toggle = openPanel();
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('link', { name: /^Excel con IA/ }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
