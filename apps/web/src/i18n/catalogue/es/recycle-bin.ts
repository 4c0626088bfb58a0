// Spanish (es-MX) texts of ../recycle-bin.ts: the same keys (issue 35).
import type { TextsOf } from '../../catalogue-types.ts';
import type { recycleBinCatalogue } from '../recycle-bin.ts';

export const recycleBinEs = {
  recycleBin: {
    title: 'Papelera',
    intro:
      'Los embarques, socios y líneas de tarifa eliminados esperan aquí un tiempo antes de borrarse para siempre. Restaura uno para recuperarlo tal como estaba.',
    refused: 'Solo un superusuario de la empresa puede abrir la papelera.',
    loading: 'Cargando la papelera…',
    loadError: 'No se pudo cargar la papelera',
    loadErrorHint:
      'El servidor no respondió como se esperaba. Revisa la conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    emptyTitle: 'La papelera está vacía',
    emptyHint:
      'Aquí aparecen los embarques, socios y líneas de tarifa que se eliminen a partir de ahora.',
    count_one: '{{count}} registro eliminado',
    count_other: '{{count}} registros eliminados',
    listLabel: 'Registros eliminados',
    companyFilter: 'Empresa',
    allCompanies: 'Todas las empresas',
    columns: {
      record: 'Registro eliminado',
      company: 'Empresa',
      deletedBy: 'Eliminado por',
      deleted: 'Eliminado',
      left: 'Tiempo restante',
      actions: 'Acciones',
    },
    kinds: {
      ocean: 'Embarque marítimo',
      air: 'Embarque aéreo',
      land: 'Embarque terrestre',
      partner: 'Socio',
      tariff: 'Línea de tarifa',
      other: 'Registro',
    },
    unknownPerson: 'Desconocido',
    daysLeft_one: 'Queda {{count}} día',
    daysLeft_other: 'Quedan {{count}} días',
    goneSoon: 'Se borra en menos de una hora',
    goneOn: 'Se borra para siempre el {{date}}',
    restore: 'Restaurar',
    restoreNamed: 'Restaurar {{label}} ({{kind}})',
    restoring: 'Restaurando…',
    confirm: '¿Restaurar {{label}} ({{kind}})? Vuelve tal como estaba cuando se eliminó.',
    restored: 'Se restauró {{label}} ({{kind}}).',
    restoredAs: 'Se restauró {{label}} ({{kind}}) como {{code}}.',
    codeChanged:
      'Otro embarque tomó el código {{label}} mientras tanto, así que este volvió como {{code}}.',
    open: 'Abrir {{label}}',
    dismiss: 'Descartar',
    gone: 'Este registro ya no está en la papelera: alguien lo restauró o se le acabó el tiempo.',
    restoreFailed: 'No se pudo restaurar el registro: {{message}}',
    pagination: 'Páginas de la papelera',
    firstPage: 'Primera página',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    lastPage: 'Última página',
  },
} as const satisfies TextsOf<typeof recycleBinCatalogue>;
