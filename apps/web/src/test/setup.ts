import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { setI18n } from 'react-i18next';
import { afterEach, beforeEach } from 'vitest';
import { i18n, loadCatalogue } from '#i18n/i18n.ts';

// The chosen languages' catalogues load on demand in the app; tests read them at once.
await Promise.all([loadCatalogue('es'), loadCatalogue('en')]);

// Lazy route modules are transformed on first import, which can take a moment.
configure({ asyncUtilTimeout: 5000 });

// The test files of a worker share one module graph and one document (vite.config.ts): each
// test starts from the signed-in app's catalogue as react-i18next's default (loading the public
// pages' catalogue makes that one the default) and from an empty page.
beforeEach(() => {
  setI18n(i18n);
});

afterEach(() => {
  cleanup();
  // Toasts live in a store of their own, shared by the worker's files like the document:
  // one left showing would reach the next test's page as a stray alert.
  notifications.clean();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

// Mantine reads media queries and observes element sizes; deterministic stubs (desktop layout).
window.matchMedia = (query: string): MediaQueryList =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

window.ResizeObserver = class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

Element.prototype.scrollIntoView ??= () => undefined;
