// Spanish (es-MX) texts of ../time.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { timeCatalogue } from '../time.ts';

export const timeEs = {
  time: {
    relative: {
      justNow: 'justo ahora',
      minutes: 'hace {{count}} min',
      hours: 'hace {{count}} h',
      days: 'hace {{count}} d',
    },
  },
} as const satisfies TextsOf<typeof timeCatalogue>;
