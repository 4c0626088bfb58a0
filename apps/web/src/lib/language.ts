import { localeOfLanguage, userLanguageOf, type UserLanguage } from '@rumbo/domain';
import { authSession } from './auth-session.ts';
import { setFormatLocale } from './format/format-locale.ts';
import { i18n, i18nCodeOf } from './i18n.ts';

/** The language chosen in this browser: on the login page, or the last signed-in person's. */
export const LANGUAGE_STORAGE_KEY = 'rumbo.language';

/** The app's language now: null is the default, the spec's own texts. */
export function currentLanguage(): UserLanguage | null {
  const code = i18n.language;
  return code === i18nCodeOf('es') ? 'es' : code === i18nCodeOf('en') ? 'en' : null;
}

/**
 * Turns the app's texts and formats into `language` (null: the default) and keeps it in this
 * browser, so that the next start and the login page speak it too.
 */
export function switchLanguage(language: UserLanguage | null): void {
  remember(language);
  apply(language);
}

/** The language this browser keeps, applied before the first screen is drawn. */
export function applyRememberedLanguage(): void {
  apply(rememberedLanguage());
}

/**
 * Follows the signed-in person's stored choice (set on another device, or before this browser
 * knew it): whenever the session's user record names a language other than the one shown, it
 * is applied. A record without one leaves this browser's choice alone.
 */
export function followUserLanguage(): () => void {
  const follow = () => {
    const chosen = userLanguageOf(authSession.getSnapshot().user?.language);
    if (chosen && chosen !== currentLanguage()) switchLanguage(chosen);
  };
  follow();
  return authSession.subscribe(follow);
}

function apply(language: UserLanguage | null): void {
  setFormatLocale(localeOfLanguage(language));
  void i18n.changeLanguage(i18nCodeOf(language));
  if (typeof document !== 'undefined')
    document.documentElement.lang = language === 'en' ? 'en' : 'es';
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
