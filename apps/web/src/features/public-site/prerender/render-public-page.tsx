import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { i18n } from '#lib/i18n.ts';
import { paths, SERVICE_KEYS } from '#lib/paths.ts';
import { cssVariablesResolver, theme } from '#lib/theme.ts';
import { LandingPage } from '../components/landing-page.tsx';
import { PublicLayout } from '../components/public-layout.tsx';
import { ServicePage } from '../components/service-page.tsx';
import { StaticRenderContext } from './static-render-context.ts';

/**
 * Build time only (see apps/web/vite.config.ts): the HTML of one public page, rendered from
 * the same components as the live app, so the page paints before any JavaScript has run.
 * The session buttons are left out: whether the visitor is signed in is only known in the
 * browser, and the live header fills them in.
 */
export function renderPublicPage(path: string): string {
  return renderToString(
    <StaticRenderContext value>
      <I18nextProvider i18n={i18n}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          <StaticRouter location={path}>
            <Routes>
              <Route element={<PublicLayout sessionActions={null} mobileSessionActions={null} />}>
                <Route path={paths.home} element={<LandingPage />} />
                {SERVICE_KEYS.map((service) => (
                  <Route
                    key={service}
                    path={paths.service(service)}
                    element={<ServicePage service={service} />}
                  />
                ))}
              </Route>
            </Routes>
          </StaticRouter>
        </MantineProvider>
      </I18nextProvider>
    </StaticRenderContext>,
  );
}
