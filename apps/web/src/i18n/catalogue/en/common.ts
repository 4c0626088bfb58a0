// English texts of ../common.ts where the default (the spec's words) is Spanish (issue 20).
import type { SomeTextsOf } from '../../catalogue-types.ts';
import type { commonCatalogue } from '../common.ts';

export const commonEn = {
  common: { loading: 'Loading…' },
  errors: {
    pageFailed: 'The page could not be loaded.',
    viewLoading: 'Loading…',
    viewFailed: 'Something went wrong while loading this view.',
    reload: 'Reload',
  },
} as const satisfies SomeTextsOf<typeof commonCatalogue>;
