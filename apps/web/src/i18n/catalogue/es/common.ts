// Spanish (es-MX) texts of ../common.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { commonCatalogue } from '../common.ts';

export const commonEs = {
  common: {
    productName: 'Rumbo',
    loading: 'Cargando…',
    closeMessage: 'Cerrar mensaje',
  },
  errors: {
    pageFailed: 'No se pudo cargar la página.',
    viewLoading: 'Cargando…',
    viewFailed: 'Ocurrió un error al cargar la vista.',
    reload: 'Recargar',
  },
  confirm: {
    title: 'Confirmar acción',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    close: 'Cerrar diálogo',
  },
} as const satisfies TextsOf<typeof commonCatalogue>;
