import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { SERVICE_KEYS } from '#lib/paths.ts';
import { renderWithProviders } from '../render-with-providers.tsx';
import { serviceFeatureIcons } from '../service-feature-icons.ts';
import { ServicePage } from './service-page.tsx';

const TITLES = {
  forwarders: 'Plataforma para forwarders',
  'ia-excel': 'Excel con IA',
  automatizacion: 'Automatización',
  'software-a-medida': 'Software a medida',
} as const;

const SECTIONS = [
  'Para quién es',
  'Qué incluye',
  'Cómo funciona',
  'Beneficios',
  'Preguntas frecuentes',
  'Otros servicios',
];

describe.each(SERVICE_KEYS)('ServicePage %s', (service) => {
  const title = TITLES[service];

  it('has its one h1, page title, description and the sections that explain it', () => {
    renderWithProviders(<ServicePage service={service} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(document.title).toBe(`${title} | Rumbo`);
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toBe(
      i18n.t(`publicSite.services.${service}.metaDescription`),
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${title} | Rumbo`,
    );
    for (const section of SECTIONS) {
      expect(screen.getByRole('region', { name: section })).toBeVisible();
    }
    const steps = within(screen.getByRole('region', { name: 'Cómo funciona' }));
    expect(steps.getAllByRole('listitem')).toHaveLength(4);
    const faq = within(screen.getByRole('region', { name: 'Preguntas frecuentes' }));
    expect(faq.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
  });

  it('has one icon per included feature', () => {
    const features = i18n.t(`publicSite.services.${service}.features`, { returnObjects: true });
    expect(serviceFeatureIcons[service]).toHaveLength(features.length);
  });

  it('links to the three other services and asks for contact by email', () => {
    renderWithProviders(<ServicePage service={service} />);
    const related = within(screen.getByRole('region', { name: 'Otros servicios' }));
    const links = related.getAllByRole('link');
    expect(links).toHaveLength(3);
    expect(links.map((link) => link.getAttribute('href'))).not.toContain(`/servicios/${service}`);
    const contact = screen.getAllByRole('link', { name: 'Hablemos de tu proyecto' });
    expect(contact[0]).toHaveAttribute(
      'href',
      `mailto:contacto@rumbo.mx?subject=${encodeURIComponent(title)}`,
    );
  });
});
