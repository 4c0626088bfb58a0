// Spanish (es-MX) texts of ../save-conflict.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { saveConflictCatalogue } from '../save-conflict.ts';

export const saveConflictEs = {
  saveConflict: {
    title: 'Alguien más cambió este registro',
    intro:
      '{{name}} guardó este registro después de que lo abriste. Sus otros cambios y los tuyos se combinaron; en cada campo que los dos cambiaron, elige qué valor conservar.',
    someone: 'Alguien',
    mine: 'Tuyo',
    theirs: 'Suyo',
    keepMine: 'Conservar el mío',
    takeTheirs: 'Usar el suyo',
    empty: '(vacío)',
    yes: 'Sí',
    no: 'No',
    items_one: '{{count}} elemento',
    items_other: '{{count}} elementos',
    save: 'Guardar versión combinada',
    cancel: 'Volver a editar',
    close: 'Cerrar',
    cancelled: 'No se guardó nada. Tus cambios siguen en el formulario.',
    tooBusy:
      'Este registro no deja de cambiar. No se guardó nada; inténtalo de nuevo en un momento.',
  },
} as const satisfies TextsOf<typeof saveConflictCatalogue>;
