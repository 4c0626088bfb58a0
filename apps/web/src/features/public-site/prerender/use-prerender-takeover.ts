import { useLayoutEffect } from 'react';
import { prerenderMarkers } from './prerender-markers.ts';

/**
 * The live public layout replaces the build-time static copy of the page before the browser
 * paints it: same pixels, now interactive. Nothing happens when there is no static copy
 * (development, tests, or after the first page).
 */
export function usePrerenderTakeover(): void {
  useLayoutEffect(() => {
    const { staticRootId, stateAttribute, headAttribute, scrollAttribute } = prerenderMarkers;
    const staticCopy = document.getElementById(staticRootId);
    if (!staticCopy) return;
    // The router puts a first page at the top when it starts; the visitor may have scrolled
    // the static copy already (the copy records where). Keep their place.
    const scrollY = Number(staticCopy.getAttribute(scrollAttribute) ?? 0);
    staticCopy.remove();
    document.querySelectorAll(`[${headAttribute}]`).forEach((node) => node.remove());
    document.documentElement.removeAttribute(stateAttribute);
    if (scrollY > 0) queueMicrotask(() => window.scrollTo(0, scrollY));
  }, []);
}
