/**
 * Names shared by the build step that pre-renders the public pages (apps/web/vite.config.ts)
 * and the app code that replaces the static copy once the live page is on screen.
 */
export const prerenderMarkers = {
  /** Element around the static copy of the page, a sibling of #root. */
  staticRootId: 'prerendered',
  /** Attribute on <html>: `current` while the static copy is shown, `stale` on any other path. */
  stateAttribute: 'data-prerender',
  /** Attribute on the static <title>/<meta> tags, removed with the static copy. */
  headAttribute: 'data-prerender-meta',
  /** Attribute on the static copy: how far the visitor scrolled it (px). */
  scrollAttribute: 'data-scroll-y',
} as const;
