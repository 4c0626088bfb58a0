// Part of the default catalogue (see ../catalogue-default.ts): the language choice (issue 20).
// Each language is named in itself, the same in every catalogue.
export const languageCatalogue = {
  language: {
    menuLabel: 'Language',
    loginLabel: 'Idioma',
    names: { es: 'Español', en: 'English' },
    saveFailed: 'Your language could not be saved to your account; it applies in this browser.',
  },
} as const;
