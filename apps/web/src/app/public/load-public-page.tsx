import type { ReactElement } from 'react';
import { i18n } from '#i18n/i18n-public.ts';
import type { PublicPage } from './public-pages.ts';

/**
 * A public page's content with its texts, for the development server (no pre-rendered HTML):
 * the built pages carry their content in their HTML instead.
 */
export async function loadPublicPage(page: PublicPage): Promise<ReactElement> {
  const { publicSiteCatalogue } = await import('#i18n/catalogue/public-site.ts');
  i18n.addResourceBundle('es', 'translation', publicSiteCatalogue, true, true);
  if (page.kind === 'landing') {
    const { LandingPage } = await import('#features/public-site/components/landing-page.tsx');
    return <LandingPage />;
  }
  const { ServicePage } = await import('#features/public-site/components/service-page.tsx');
  return <ServicePage service={page.service} />;
}
