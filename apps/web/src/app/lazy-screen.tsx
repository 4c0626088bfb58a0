import { useEffect, useState, type ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { ViewLoader } from '#ui/view-loader.tsx';

/** Fetches a route's screen, whose code comes in a chunk of its own. */
export type ScreenLoader<P extends object = object> = () => Promise<ComponentType<P>>;

/**
 * A route's `lazy` that gets over a chunk that did not arrive. React Router keeps the promise
 * a route's `lazy` returned for the life of the page, a rejected one too: a screen whose code
 * failed to load once (the server gone and the page not served by the service worker) would
 * show the error view on every later visit, even once its code could be had. So a failure
 * gives the route a screen that fetches the code again each time it is shown (docs/decisions/035).
 */
export function lazyScreen<P extends object>(
  load: ScreenLoader<P>,
  props = {} as P,
): LazyRouteFunction<RouteObject> {
  return async () => {
    try {
      const Screen = await load();
      return { element: <Screen {...props} /> };
    } catch {
      const Screen = screenFetchedAgain(load);
      return { element: <Screen {...props} /> };
    }
  };
}

type Attempt<P> =
  | { state: 'loading' }
  | { state: 'loaded'; screen: ComponentType<P> }
  | { state: 'failed'; error: unknown };

/**
 * The screen of a route whose code failed to load: each time it is shown it fetches the code
 * again, with the view loader meanwhile, and throws to the route's error view if that fails
 * too (the error view goes with the next change of route, and the next visit tries again).
 * The same chunk is asked for again: from the service worker's copy when one serves the page by
 * now, else from the server. Chromium 156 fetches a failed module's URL again, but earlier
 * versions (150, Debian's) keep the failure for the life of the page, so a chunk whose URL
 * keeps failing at once is asked for under a fresh one (`loadFresh`).
 */
function screenFetchedAgain<P extends object>(load: ScreenLoader<P>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  return function ScreenFetchedAgain(props: P) {
    const [attempt, setAttempt] = useState<Attempt<P>>(() =>
      loaded ? { state: 'loaded', screen: loaded } : { state: 'loading' },
    );
    const isLoading = attempt.state === 'loading';
    useEffect(() => {
      if (!isLoading) return;
      let isCurrent = true;
      load()
        .catch((error: unknown) => loadFresh<P>(error))
        .then(
          (screen) => {
            loaded = screen;
            if (isCurrent) setAttempt({ state: 'loaded', screen });
          },
          (error: unknown) => {
            if (isCurrent) setAttempt({ state: 'failed', error });
          },
        );
      return () => {
        isCurrent = false;
      };
    }, [isLoading]);
    if (attempt.state === 'failed') throw attempt.error;
    if (attempt.state === 'loading') return <ViewLoader />;
    const Screen = attempt.screen;
    return <Screen {...props} />;
  };
}

const FAILED_MODULE = /(?:Failed to fetch|error loading) dynamically imported module: (\S+)/i;
let freshCount = 0;

/**
 * The chunk a failed dynamic import names, imported under a fresh URL (`?retry=n`, which the
 * service worker's copy answers as the chunk itself): its screen is the module's default
 * export, or its one exported component. Any other failure is passed on.
 */
async function loadFresh<P extends object>(error: unknown): Promise<ComponentType<P>> {
  const url = error instanceof Error ? FAILED_MODULE.exec(error.message)?.[1] : undefined;
  if (!url) throw error;
  freshCount += 1;
  const fresh = new URL(url, window.location.href);
  fresh.searchParams.set('retry', String(freshCount));
  const module = (await import(/* @vite-ignore */ fresh.href)) as Record<string, unknown>;
  const screens = Object.values(module).filter((value) => typeof value === 'function');
  const screen = module.default ?? (screens.length === 1 ? screens[0] : undefined);
  if (!screen) throw error;
  return screen as ComponentType<P>;
}
