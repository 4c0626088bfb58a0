import { catalogueEs } from './catalogue-es.ts';
import { createI18n } from './i18n-setup.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof catalogueEs };
  }
}

/** The signed-in app's texts: the whole catalogue. */
export const i18n = createI18n(catalogueEs);
