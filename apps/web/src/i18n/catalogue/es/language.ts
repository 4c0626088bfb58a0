// Spanish (es-MX) texts of ../language.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { languageCatalogue } from '../language.ts';

export const languageEs = {
  language: {
    menuLabel: 'Idioma',
    loginLabel: 'Idioma',
    names: { es: 'Español', en: 'English' },
    saveFailed: 'No se pudo guardar el idioma en tu cuenta; se usa en este navegador.',
  },
} as const satisfies TextsOf<typeof languageCatalogue>;
