import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An i18next instance over one catalogue (Spanish), ready as soon as this returns: inline
 * resources and initAsync:false make `t` usable at once. It also becomes react-i18next's default.
 */
export function createI18n(translation: Resource[string][string]): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    resources: { es: { translation } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
