// What the years-of-data section runs inside the page. Plain script text: functions compiled
// here may carry helpers of the TypeScript runner that do not exist in the page. Every time is
// absolute (`performance.timeOrigin + performance.now()`, epoch ms), so a time taken before a
// full page load compares with one taken after it.

/**
 * Before the page's scripts: keeps every `fetch` with the moment its body was read (the SDK's
 * requests; realtime is an EventSource), and the moment of the last key and pointer press.
 */
export const RECORD_PAGE = `(() => {
  if (window.__bench) return;
  const now = (stamp) => performance.timeOrigin + (stamp ?? performance.now());
  const bench = { fetches: [], keyDownAt: 0, pointerDownAt: 0, now };
  window.__bench = bench;
  addEventListener('keydown', (event) => { bench.keyDownAt = now(event.timeStamp); }, true);
  addEventListener('pointerdown', (event) => { bench.pointerDownAt = now(event.timeStamp); }, true);
  const original = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const entry = { url, start: now(), end: null };
    bench.fetches.push(entry);
    if (bench.fetches.length > 400) bench.fetches.splice(0, 200);
    const done = () => { entry.end = now(); };
    return original.call(this, input, init).then((response) => {
      for (const read of ['json', 'text', 'arrayBuffer', 'blob']) {
        const body = response[read].bind(response);
        response[read] = () => body().finally(done);
      }
      return response;
    }, (error) => { done(); throw error; });
  };
})()`;

/** The navigation's start, absolute: what "from navigation" times count from. */
export const NAVIGATION_START = 'performance.timeOrigin';

/**
 * True-ish (the absolute time) once the shipment list shows its answer to `search` ('' for
 * none) with `expected` rows: every request for that search made since `since` has been read,
 * the count says "expected of …", no update is pending and the first row is drawn.
 */
export const LIST_SHOWS = `({ search, expected, since }) => {
  const fold = (text) => text.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase().trim();
  const wanted = fold(search);
  const asked = window.__bench.fetches.filter((entry) => {
    if (entry.start < since || !entry.url.includes('/records?')) return false;
    if (!entry.url.includes('/collections/shipments_')) return false;
    return fold(new URL(entry.url, location.href).searchParams.get('search') ?? '') === wanted;
  });
  if (since > 0 && asked.length === 0) return false;
  if (asked.some((entry) => entry.end === null)) return false;
  const status = [...document.querySelectorAll('[role=status]')].find((el) =>
    / of \\d+ shipment/.test(el.textContent),
  );
  if (!status || !status.textContent.startsWith(expected + ' of ')) return false;
  if (document.querySelector('[aria-label="Updating the list…"]')) return false;
  if (expected > 0) {
    const row = document.querySelector('[role=row][data-index="0"]');
    if (!row || row.getAttribute('aria-busy') === 'true') return false;
  }
  return window.__bench.now();
}`;

/** The dashboard home's figures are in (its page is no longer busy). */
export const HOME_SHOWS = `() => {
  const home = document.querySelector('main [aria-busy="false"]');
  return home && home.querySelector('h1') ? window.__bench.now() : false;
}`;

/** The bell carries its count (or says none is open). */
export const BELL_SHOWS = `() => {
  const bell = document.querySelector('button[aria-label^="Notifications: "]');
  const label = bell ? bell.getAttribute('aria-label') : '';
  return /^Notifications: (\\d+ open|none open)$/.test(label) ? window.__bench.now() : false;
}`;

/** The bell's popover shows its notifications (or that there are none). */
export const POPOVER_SHOWS = `() => {
  const dialog = document.querySelector('[role=dialog]');
  if (!dialog || dialog.querySelector('[role=progressbar]')) return false;
  const items = dialog.querySelectorAll('ul li').length;
  return items > 0 || /No open notifications|no open/i.test(dialog.textContent)
    ? window.__bench.now()
    : false;
}`;

/** The row at `index` of the shipment list is drawn with its data. */
export const ROW_SHOWS = `(index) => {
  const row = document.querySelector('[role=row][data-index="' + index + '"]');
  return row && row.getAttribute('aria-busy') !== 'true' ? window.__bench.now() : false;
}`;

/** Scrolls the shipment list so that row `index` is at its top; the absolute time it did. */
export const SCROLL_TO_ROW = `(index) => {
  const grid = document.querySelector('[role=grid]');
  const row = grid.querySelector('[role=row][data-index]');
  const height = row.getBoundingClientRect().height;
  const scroller = grid.parentElement;
  const at = window.__bench.now();
  scroller.scrollTop = index * height;
  return at;
}`;

/**
 * The reports page is done (not busy) and its Shipments tile shows a figure other than
 * `notValue` ('' for the first one): its value, absolute time.
 */
export const TILE_SHOWS = `(notValue) => {
  if (document.querySelector('main [aria-busy="true"]')) return false;
  for (const button of document.querySelectorAll('[role=region][aria-label="Key figures"] button')) {
    const spans = button.querySelectorAll('span');
    if (!spans[0] || spans[0].textContent.trim() !== 'Shipments') continue;
    const shown = spans[1] ? spans[1].textContent.trim() : '';
    return shown !== '' && shown !== notValue ? { at: window.__bench.now(), shown } : false;
  }
  return false;
}`;

/** Nothing on the screen says it is still loading. */
export const SCREEN_SETTLED = `() =>
  !document.querySelector('[aria-busy="true"], [role=progressbar]') && window.__bench.now()`;
