import {
  localeOfLanguage,
  setFormatLocale,
  userLanguageOf,
  type UserLanguage,
} from '@rumbo/domain';
import { authSession } from '#lib/auth-session.ts';
import { i18n, i18nCodeOf, loadCatalogue } from './i18n.ts';

/** The language chosen in this browser: on the login page, or the last signed-in person's. */
export const LANGUAGE_STORAGE_KEY = 'rumbo.language';

// Each switch takes a ticket: a catalogue that arrives after a later choice is not applied.
let latest = 0;
let settled: Promise<void> = Promise.resolve();

/** The app's language now: null is the default, the spec's own texts. */
export function currentLanguage(): UserLanguage | null {
  const code = i18n.language;
  return code === i18nCodeOf('es') ? 'es' : code === i18nCodeOf('en') ? 'en' : null;
}

/**
 * Turns the app's texts and formats into `language` (null: the default) and keeps it in this
 * browser, so that the next start and the login page speak it too. Resolves once the texts are
 * shown: the catalogue is loaded first, so no screen shows a key or a mix of languages.
 */
export function switchLanguage(language: UserLanguage | null): Promise<void> {
  remember(language);
  return apply(language);
}

/** The language this browser keeps, applied before the first screen is drawn (await it). */
export function applyRememberedLanguage(): Promise<void> {
  return apply(rememberedLanguage());
}

/** Resolves when the last language switch asked for is applied (or given up). */
export function languageSettled(): Promise<void> {
  return settled;
}

/**
 * The language a user record names (set on another device, or before this browser knew it),
 * applied when it differs from the one shown; a record without one leaves this browser's choice
 * alone. The sign-in awaits it before the session starts, so that the dashboard's first paint
 * already speaks it.
 */
export function adoptUserLanguage(user: { language?: unknown } | null | undefined): Promise<void> {
  const chosen = userLanguageOf(user?.language);
  if (chosen && chosen !== currentLanguage()) return switchLanguage(chosen);
  return settled;
}

/** Follows the signed-in person's stored choice whenever the session's user record changes. */
export function followUserLanguage(): () => void {
  const follow = () => void adoptUserLanguage(authSession.getSnapshot().user);
  follow();
  return authSession.subscribe(follow);
}

function apply(language: UserLanguage | null): Promise<void> {
  const ticket = ++latest;
  const texts = language ? loadCatalogue(language) : Promise.resolve();
  settled = texts.then(
    async () => {
      if (ticket !== latest) return;
      setFormatLocale(localeOfLanguage(language));
      if (typeof document !== 'undefined')
        document.documentElement.lang = language === 'en' ? 'en' : 'es';
      await i18n.changeLanguage(i18nCodeOf(language));
    },
    // Its catalogue unreachable (offline before it was ever kept): the texts stay as they are.
    () => undefined,
  );
  return settled;
}

function rememberedLanguage(): UserLanguage | null {
  try {
    return userLanguageOf(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return null;
  }
}

function remember(language: UserLanguage | null): void {
  try {
    if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    else localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // A browser that keeps nothing still shows the language for this visit.
  }
}
