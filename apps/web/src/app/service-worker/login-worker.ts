// The login page's service worker, built as /login-sw.js and registered with the scope /login
// (docs/decisions/035). A browser gives a page only to a worker whose scope holds the address
// the page was opened at, and keeps it to that: a tab that signed in at /login stays out of the
// dashboard worker's reach (scope /dashboard) for as long as it then works in the dashboard, so
// with the server gone its screens not opened yet would not load. This worker takes such a tab
// as soon as it is installed and answers the tab's requests for the app's chunks from the
// copies the dashboard worker keeps. It keeps nothing itself and answers nothing else: the
// login page, the API and the realtime stream go to the network as without it.
//
// Built as a classic script with no imports, typed with the few worker interfaces it uses (the
// web project's types are the window's).

type ExtendableEvent = Event & { waitUntil: (promise: Promise<unknown>) => void };
type FetchEvent = ExtendableEvent & {
  request: Request;
  respondWith: (response: Promise<Response>) => void;
};
type LoginWorkerScope = {
  location: Location;
  clients: { claim: () => Promise<void> };
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
};

const scope = self as unknown as LoginWorkerScope;

/** The app's content-hashed chunks and styles: a kept copy is the same file. */
const CHUNKS = '/assets/';

// The first install takes the open login page at once. A changed script installs and waits
// until no tab uses this one (no skipWaiting): a page never changes worker under it.
scope.addEventListener('activate', (event) => event.waitUntil(scope.clients.claim()));

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== scope.location.origin) return;
  if (!url.pathname.startsWith(CHUNKS)) return;
  event.respondWith(keptCopyOrNetwork(request));
});

/** The dashboard worker's copy when it has one (the name is the version), else the server. */
async function keptCopyOrNetwork(request: Request): Promise<Response> {
  const kept = await caches.match(request, { ignoreVary: true });
  return kept ?? fetch(request);
}

// A module for the type checker (its names stay its own); the built script exports nothing.
export {};
