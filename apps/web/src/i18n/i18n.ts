import type { UserLanguage } from '@rumbo/domain';
import { catalogueDefault } from './catalogue-default.ts';
import { createI18n } from './i18n-setup.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof catalogueDefault };
  }
}

/**
 * i18next's code of each catalogue. The default (the spec's texts, docs/decisions/058) keeps
 * `es`, the code it always had, whose plural rules its keys follow; a chosen language has its
 * region, so i18next would fall back to the default for a key it lacked (the typecheck allows
 * none).
 */
const I18N_CODES = { default: 'es', es: 'es-MX', en: 'en-US' } as const;

export function i18nCodeOf(language: UserLanguage | null): string {
  return language ? I18N_CODES[language] : I18N_CODES.default;
}

/**
 * The signed-in app's texts: the default catalogue, in the app's first script. The Spanish and
 * English catalogues are chunks of their own, loaded when chosen (docs/decisions/061).
 */
export const i18n = createI18n(catalogueDefault);

const CATALOGUES: Record<UserLanguage, () => Promise<object>> = {
  es: () => import('./catalogue-es-mx.ts').then((module) => module.catalogueEsMx),
  en: () => import('./catalogue-en.ts').then((module) => module.catalogueEn),
};

const loading = new Map<UserLanguage, Promise<void>>();

/**
 * Makes `language`'s catalogue part of the app's texts, once; resolves when it is. A load that
 * fails (the chunk unreachable) rejects and is tried again on the next call.
 */
export function loadCatalogue(language: UserLanguage): Promise<void> {
  const code = i18nCodeOf(language);
  if (i18n.hasResourceBundle(code, 'translation')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = CATALOGUES[language]()
      .then((texts) => void i18n.addResourceBundle(code, 'translation', texts))
      .finally(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
