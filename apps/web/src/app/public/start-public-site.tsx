import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { blockContextMenu } from '../block-context-menu.ts';
import { loadPublicPage } from './load-public-page.tsx';
import { PageContent, PrerenderedPageContent } from './page-content.tsx';
import { PublicApp } from './public-app.tsx';
import { publicPageAt } from './public-pages.ts';

/**
 * Boots a public page: hydrates the HTML the build rendered (the same DOM stays on screen and
 * its header, menu and buttons start working), or renders the page where there is none
 * (development server).
 */
export async function startPublicSite(container: HTMLElement): Promise<void> {
  blockContextMenu(document);
  const app = (content: ReactNode) => (
    <StrictMode>
      <PublicApp>{content}</PublicApp>
    </StrictMode>
  );
  if (container.firstElementChild) {
    hydrateRoot(container, app(<PrerenderedPageContent />));
    return;
  }
  const page = await loadPublicPage(publicPageAt(window.location.pathname) ?? { kind: 'landing' });
  createRoot(container).render(app(<PageContent>{page}</PageContent>));
}
