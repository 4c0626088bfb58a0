// English texts of ../companies.ts where the default (the spec's words) is Spanish (issue 20).
import type { SomeTextsOf } from '../../catalogue-types.ts';
import type { companiesCatalogue } from '../companies.ts';

export const companiesEn = {
  companies: {
    list: { searchPlaceholder: 'Name, brand, RFC or legal name' },
    // "Legal name" rather than "Company name": the form already has the company's Name.
    fields: { razon_social: 'Legal name', direccion: 'Address' },
  },
} as const satisfies SomeTextsOf<typeof companiesCatalogue>;
