import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { authSession } from '#lib/auth-session.ts';
import { applyRememberedLanguage, followUserLanguage, languageSettled } from '#i18n/language.ts';
import { blockContextMenu } from './block-context-menu.ts';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';
import { startServiceWorker } from './service-worker/service-worker.ts';

/** Boots the SPA: the only place with start-up side effects. */
export function startApp(container: HTMLElement): void {
  blockContextMenu(document);
  // This browser's language first, then the signed-in person's own choice (issue 20); the first
  // screen is drawn once its catalogue is loaded (docs/decisions/061).
  void applyRememberedLanguage();
  followUserLanguage();
  void authSession.verify();
  startServiceWorker();
  const router = createBrowserRouter(routes);
  void languageSettled().then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
