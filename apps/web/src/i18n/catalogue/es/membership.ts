// Spanish (es-MX) texts of ../membership.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { membershipCatalogue } from '../membership.ts';

export const membershipEs = {
  membership: {
    summaryHeading: 'Tu membresía',
    planLabel: 'Plan de membresía',
    stateLabel: 'Estatus',
    states: {
      none: 'Sin membresía',
      upcoming: 'Por iniciar',
      active: 'Activa',
      expired: 'Vencida',
    },
    period: 'Periodo',
    startsAt: 'Inicia',
    endsAt: 'Termina',
    noStart: 'Sin fecha de inicio',
    noEnd: 'Sin fecha de término',
    countLabels: {
      daysLeft: 'Tiempo restante',
      daysSince: 'Desde el vencimiento',
      daysUntilStart: 'Para el inicio',
    },
    daysLeft_zero: 'Termina hoy',
    daysLeft_one: 'Queda {{count}} día',
    daysLeft_other: 'Quedan {{count}} días',
    daysSince_zero: 'Venció hoy',
    daysSince_one: 'Venció hace {{count}} día',
    daysSince_other: 'Venció hace {{count}} días',
    daysUntilStart_zero: 'Inicia hoy',
    daysUntilStart_one: 'Inicia en {{count}} día',
    daysUntilStart_other: 'Inicia en {{count}} días',
    adminNote:
      'Los administradores de la plataforma no pertenecen a ninguna empresa y siempre tienen acceso.',
    modules: {
      heading: 'Módulos',
      tableLabel: 'Módulos de la membresía',
      empty: 'Tu empresa no tiene módulos configurados.',
      columns: { module: 'Módulo', window: 'Vigencia', now: 'Ahora' },
      names: {
        shipments: 'Embarques',
        partners: 'Socios comerciales',
        notifications: 'Notificaciones',
        reports: 'Reportes',
        tariffs: 'Tarifas',
      },
      window: '{{start}} – {{end}}',
      openStart: 'Siempre',
      openEnd: 'sin término',
      on: 'Activo',
      off: {
        disabled: 'Inactivo: no está en el plan',
        notStarted: 'Inactivo: todavía no inicia',
        ended: 'Inactivo: ya terminó',
      },
    },
    unavailable: {
      heading: 'Qué no está disponible',
      nothing: 'Todo lo que incluye tu plan está disponible.',
      features: {
        navigation: 'Navegación del tablero',
        search: 'Búsqueda de embarques',
        notifications: 'Notificaciones',
        tariffs: 'Tarifas',
      },
      reasons: {
        none: 'Tu empresa no tiene plan de membresía.',
        expired: 'La membresía venció.',
        upcoming: 'La membresía todavía no inicia.',
        plan: 'No viene incluido en el plan {{plan}}.',
      },
    },
    renew: {
      heading: 'Cómo renovar',
      body: 'El equipo de Rumbo renueva las membresías. Escríbenos y renovamos o cambiamos tu plan; el tablero se vuelve a abrir en cuanto empiece el nuevo periodo.',
      email: 'Escribe a {{email}}',
      whatsapp: 'WhatsApp',
      subject: 'Renovación de membresía: {{company}}',
    },
  },
} as const satisfies TextsOf<typeof membershipCatalogue>;
