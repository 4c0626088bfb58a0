// English texts of ../language.ts where the default (the spec's words) is Spanish (issue 20).
import type { SomeTextsOf } from '../../catalogue-types.ts';
import type { languageCatalogue } from '../language.ts';

export const languageEn = {
  language: { loginLabel: 'Language' },
} as const satisfies SomeTextsOf<typeof languageCatalogue>;
