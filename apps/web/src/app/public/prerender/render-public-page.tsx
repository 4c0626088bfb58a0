import { renderToString } from 'react-dom/server';
import { LandingPage } from '#features/public-site/components/landing-page.tsx';
import { ServicePage } from '#features/public-site/components/service-page.tsx';
import { publicSiteCatalogue } from '#i18n/catalogue/public-site.ts';
import { i18n } from '#i18n/i18n-public.ts';
import { PageContent } from '../page-content.tsx';
import { PublicApp } from '../public-app.tsx';
import { publicPageAt } from '../public-pages.ts';

// The pages' own texts: only their HTML carries them (the browser's catalogue is the frame's).
i18n.addResourceBundle('es', 'translation', publicSiteCatalogue, true, true);

/**
 * Build time only (see apps/web/vite.config.ts): the HTML of one public page, rendered from
 * the tree the browser hydrates (app/public/start-public-site.tsx). It is the signed-out page;
 * a signed-in visitor's header switches once hydrated.
 */
export function renderPublicPage(path: string): string {
  const page = publicPageAt(path);
  if (!page) throw new Error(`Pre-render: ${path} is not a public page`);
  return renderToString(
    <PublicApp>
      <PageContent>
        {page.kind === 'landing' ? <LandingPage /> : <ServicePage service={page.service} />}
      </PageContent>
    </PublicApp>,
  );
}
