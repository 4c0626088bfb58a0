import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Translation = Resource[string][string];

/**
 * An i18next instance over the default catalogue (code `es`) and any other languages given by
 * their codes, ready as soon as this returns: inline resources and initAsync:false make `t`
 * usable at once. It also becomes react-i18next's default.
 */
export function createI18n(translation: Translation, languages: Record<string, Translation> = {}) {
  const instance: I18n = i18next.createInstance();
  const resources: Resource = { es: { translation } };
  for (const [code, texts] of Object.entries(languages)) resources[code] = { translation: texts };
  void instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
