// Relative import: the build's pre-render step (vite.config.ts) loads this file too.
import { paths, SERVICE_KEYS, type ServiceKey } from '../../lib/paths.ts';

/** The public site's pages (SPEC §2 "Public layout"), each a document of its own. */
export type PublicPage = { kind: 'landing' } | { kind: 'service'; service: ServiceKey };

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { kind: 'landing' },
  ...SERVICE_KEYS.map((service): PublicPage => ({ kind: 'service', service })),
];

export function publicPagePath(page: PublicPage): string {
  return page.kind === 'landing' ? paths.home : paths.service(page.service);
}

/** The page at a location's pathname (a trailing slash is the same page), or null. */
export function publicPageAt(pathname: string): PublicPage | null {
  const normalized = pathname.replace(/\/+$/, '') || paths.home;
  return PUBLIC_PAGES.find((page) => publicPagePath(page) === normalized) ?? null;
}
