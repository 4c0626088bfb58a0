// Spanish (es-MX) texts of ../access.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { accessCatalogue } from '../access.ts';

export const accessEs = {
  access: {
    membershipState: {
      none: 'Tu empresa no tiene plan de membresía.',
      expired: 'La membresía de tu empresa venció.',
      upcoming: 'La membresía de tu empresa todavía no empieza.',
      active: 'La membresía de tu empresa está activa.',
    },
    dashboardClosed: 'El tablero se vuelve a abrir en cuanto la membresía esté activa.',
  },
} as const satisfies TextsOf<typeof accessCatalogue>;
