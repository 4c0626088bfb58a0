// Spanish (es-MX) texts of ../home.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { homeCatalogue } from '../home.ts';

export const homeEs = {
  home: {
    title: 'Tablero',
    subtitle: 'Lo que requiere tu atención hoy.',
    signedInAs: 'Sesión iniciada como {{email}}',
    loadError: 'No se pudieron cargar algunos embarques. Revisa la conexión y recarga la página.',
    offlineNote: 'Sin conexión: estas cifras salen de la copia guardada en este navegador.',
    modes: { ocean: 'Marítimo', air: 'Aéreo', land: 'Terrestre' },
    open: {
      title: 'Embarques abiertos',
      link: '{{mode}}: {{count}} embarques abiertos',
    },
    overdue: {
      title: 'Hitos vencidos',
      hint: 'Fechas reales que siguen sin capturarse 24 horas hábiles después de la estimada.',
      total_one: '{{count}} vencido',
      total_many: '{{count}} vencidos',
      total_other: '{{count}} vencidos',
      link: '{{priority}}: {{count}} hitos vencidos',
      none: 'No hay hitos vencidos. Todas las fechas reales están al día.',
    },
    priorities: { urgent: 'Urgente', high: 'Alta', normal: 'Normal', low: 'Baja' },
    week: {
      title: 'Salidas y llegadas de esta semana',
      range: '{{start}} – {{end}}',
      departure: 'Salida',
      arrival: 'Llegada',
      done: 'Cumplida',
      none: 'No hay salidas ni llegadas esta semana.',
      showAll: 'Ver las {{count}}',
      showMore: 'Ver más ({{shown}} de {{count}})',
      showFewer: 'Ver menos',
    },
    recent: {
      title: 'Cambios recientes',
      by: 'por {{name}}',
      none: 'Aún no hay embarques.',
    },
    route: '{{origin}} → {{destination}}',
    noRoute: 'Ruta sin definir',
  },
} as const satisfies TextsOf<typeof homeCatalogue>;
