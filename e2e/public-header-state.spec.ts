import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { setTheme, shoot, takesScreenshots } from './screenshots.ts';

// Decision 060: the pre-rendered header holds both session states and index.html's head script
// picks one before the first paint. Recorded frame by frame from the first paint, a signed-in
// person sees Dashboard and Cerrar sesión in every frame, never Iniciar sesión; a visitor sees
// Iniciar sesión in every frame; and nothing in the header moves when the scripts take over
// (layout shift counts in the public pages' Lighthouse score, decision 009).

const SIGN_IN = 'Iniciar sesión';
const SIGNED_IN = ['Dashboard', 'Cerrar sesión'];
const DESKTOP = { width: 1280, height: 800 };

/**
 * What the header showed in one frame: its visible links and buttons, by their text, and where
 * each stood (its left edge, in CSS pixels).
 */
type Frame = { at: number; isHeaderParsed: boolean; shown: string[]; places: string[] };
type Recording = { frames: Frame[]; firstPaint: number | null };

/**
 * Runs in the page before any of its own code (addInitScript). A requestAnimationFrame loop
 * reads the header in each frame, just before that frame is painted, and keeps every change;
 * the paint timing says which frame was the first painted. Frames painted before the HTML's
 * header was parsed whole are marked (a browser may paint a document it is still reading).
 */
function recordHeader() {
  const recording = { frames: [] as Frame[], firstPaint: null as number | null };
  (window as unknown as { headerRecording: Recording }).headerRecording = recording;
  let last = '';
  const sample = (at: number) => {
    const header = document.querySelector('header');
    const visible = Array.from(header?.querySelectorAll('a, button') ?? []).filter((element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    );
    const shown = visible.map(
      (element) => element.textContent?.trim() || element.getAttribute('aria-label') || '',
    );
    const places = visible.map(
      (element, index) => `${shown[index]} @${Math.round(element.getBoundingClientRect().left)}`,
    );
    const isHeaderParsed = document.querySelector('main') !== null;
    const key = `${isHeaderParsed} ${places.join('|')}`;
    if (key !== last) recording.frames.push({ at, isHeaderParsed, shown, places });
    last = key;
  };
  const everyFrame = (at: number) => {
    sample(at);
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  new PerformanceObserver((list) => {
    const first = list.getEntriesByName('first-paint')[0];
    if (first && recording.firstPaint === null) recording.firstPaint = first.startTime;
  }).observe({ type: 'paint', buffered: true });
}

/** Opens `path` and returns the frames painted from the first paint until the page is live. */
async function recordOpening(page: Page, path: string): Promise<Recording> {
  await page.addInitScript(recordHeader);
  await page.goto(path);
  // Live: the scripts have hydrated the header (nothing says it is unavailable any more).
  await expect(page.locator('header [aria-disabled="true"]')).toHaveCount(0);
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  const recording = await page.evaluate(
    () => (window as unknown as { headerRecording: Recording }).headerRecording,
  );
  expect(recording.firstPaint).not.toBeNull();
  const firstPaint = recording.firstPaint ?? 0;
  // The frame painted first is the last change read at or before the first paint.
  const start = recording.frames.findLastIndex((frame) => frame.at <= firstPaint);
  return { ...recording, frames: recording.frames.slice(Math.max(start, 0)) };
}

/** The frames in which the header was on screen whole. */
function wholeHeaderFrames({ frames }: Recording): Frame[] {
  const whole = frames.filter((frame) => frame.isHeaderParsed);
  expect(whole.length).toBeGreaterThan(0);
  return whole;
}

/** Nothing in the whole header moved or changed from its first frame to the live page's. */
function expectSteady(whole: Frame[]): void {
  const live = whole.at(-1)?.places;
  for (const frame of whole) expect(frame.places, `frame at ${frame.at} ms`).toEqual(live);
}

test.describe('the public header knows the session from the first paint', () => {
  test.use({ viewport: DESKTOP });

  test('a signed-in person sees Dashboard and Cerrar sesión in every frame, never Iniciar sesión', async ({
    page,
    signIn,
  }) => {
    await signIn(page, 'staff@golfo.test', null);
    const recording = await recordOpening(page, '/');
    for (const frame of recording.frames)
      expect(frame.shown, `frame at ${frame.at} ms`).not.toContain(SIGN_IN);
    const whole = wholeHeaderFrames(recording);
    for (const frame of whole)
      expect(frame.shown, `frame at ${frame.at} ms`).toEqual(expect.arrayContaining(SIGNED_IN));
    expectSteady(whole);
    await shootHeader(page, 'signed-in');
  });

  test('a visitor sees Iniciar sesión in every frame, never Dashboard or Cerrar sesión', async ({
    page,
  }) => {
    const recording = await recordOpening(page, '/servicios/ia-excel');
    for (const frame of recording.frames)
      for (const label of SIGNED_IN)
        expect(frame.shown, `frame at ${frame.at} ms`).not.toContain(label);
    const whole = wholeHeaderFrames(recording);
    for (const frame of whole) expect(frame.shown, `frame at ${frame.at} ms`).toContain(SIGN_IN);
    expectSteady(whole);
    await shootHeader(page, 'signed-out');
  });
});

/** The header at desktop and 375 px (with its menu open), light and dark, when asked for. */
async function shootHeader(page: Page, state: string): Promise<void> {
  if (!takesScreenshots) return;
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await page.setViewportSize(DESKTOP);
    await shoot(page.getByRole('banner'), `public-header-${state}-desktop-${theme}`);
    await page.setViewportSize({ width: 375, height: 740 });
    await shoot(page.getByRole('banner'), `public-header-${state}-375-${theme}`);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('dialog', { name: 'Menú' });
    await expect(menu).toBeVisible();
    await shoot(page, `public-header-${state}-375-menu-${theme}`);
    await menu.getByRole('button', { name: 'Cerrar menú' }).click();
    await expect(menu).toBeHidden();
  }
  await page.setViewportSize(DESKTOP);
}
