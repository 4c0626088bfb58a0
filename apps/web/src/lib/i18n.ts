import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueEs } from './catalogue-es.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof catalogueEs };
  }
}

// Inline resources and initAsync:false make `t` usable as soon as this module is imported.
void i18n.use(initReactI18next).init({
  lng: 'es',
  fallbackLng: 'es',
  resources: { es: { translation: catalogueEs } },
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
});

export { i18n };
