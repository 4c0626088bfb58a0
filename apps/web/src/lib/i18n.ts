import type { UserLanguage } from '@rumbo/domain';
import { catalogueDefault } from './catalogue-default.ts';
import { catalogueEn } from './catalogue-en.ts';
import { catalogueEsMx } from './catalogue-es-mx.ts';
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

/** The signed-in app's texts: the default catalogue, and the Spanish and English ones. */
export const i18n = createI18n(catalogueDefault, {
  [I18N_CODES.es]: catalogueEsMx,
  [I18N_CODES.en]: catalogueEn,
});
