// Spanish (es-MX) texts of ../sync.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { syncCatalogue } from '../sync.ts';

export const syncEs = {
  sync: {
    status: 'Estatus de sincronización',
    offline: 'Sin conexión',
    syncing: 'Sincronizando',
    pendingChanges_one: '{{count}} cambio pendiente',
    pendingChanges_many: '{{count}} cambios pendientes',
    pendingChanges_other: '{{count}} cambios pendientes',
    failedChanges_one: '{{count}} cambio fallido',
    failedChanges_many: '{{count}} cambios fallidos',
    failedChanges_other: '{{count}} cambios fallidos',
    offlineHint:
      'No hay conexión con el servidor. Estás trabajando con la copia guardada en este navegador; los cambios se envían cuando vuelva el servidor.',
    offlineCopy:
      'Este navegador guarda {{shipments}} embarques y {{partners}} socios comerciales para trabajar sin conexión ({{size}}): los embarques abiertos, los de los últimos 90 días y los que abriste.',
    offlineCopyUnknown: 'Se está preparando la copia que se guarda en este navegador.',
    demo: 'Datos de demostración',
    demoHint:
      'Los embarques y socios comerciales son datos de demostración guardados solo en este navegador; no se envía nada al servidor.',
    clearDemo: 'Borrar datos de demostración',
    clearDemoConfirm:
      '¿Borrar los datos de demostración de este navegador? Tus embarques y socios comerciales se vuelven a cargar del servidor.',
    failedTitle: 'Cambios que no se guardaron como los hiciste',
    failedIntro:
      'Estos cambios se hicieron sin conexión. Al enviarlos, el servidor los rechazó o alguien más había cambiado los mismos campos mientras tanto. Ya no están pendientes.',
    failedEmpty: 'No hay cambios fallidos.',
    failedLoading: 'Cargando cambios fallidos…',
    dismiss: 'Descartar',
    dismissConfirm:
      '¿Descartar el cambio fallido de {{record}}? Sus detalles ya no se guardarán en este navegador.',
    dismissCreateConfirm:
      '¿Descartar {{record}}? Este registro se creó en este navegador y nunca llegó al servidor: al descartarlo se elimina definitivamente.',
    recoded:
      '{{record}} {{from}} se guardó como {{to}}: un compañero tomó {{from}} mientras estabas sin conexión.',
    conflict: {
      title: '{{shipment}}: cambios de alguien más',
      intro:
        '{{name}} cambió estos campos mientras estabas sin conexión. Tus otros cambios se guardaron; elige si tus valores reemplazan los suyos.',
      apply: 'Aplicar los míos',
      discard: 'Descartar los míos',
      // {{record}} is a noun below, with its article ("el embarque").
      discardConfirm:
        '¿Descartar tus valores de estos campos? En {{record}} se quedan los que guardó {{name}}.',
      applyFailed: 'No se pudieron guardar tus valores: {{message}}',
      outcomes: {
        saved: 'Se guardaron tus valores.',
        changed: 'Volvió a cambiar mientras tanto. Revisa los valores nuevos antes de elegir.',
        offline: 'No hay conexión con el servidor. Inténtalo de nuevo cuando vuelva.',
        gone: 'Ya no existe en el servidor.',
      },
    },
    actions: { create: 'Crear', update: 'Actualizar', delete: 'Eliminar' },
    collections: {
      shipments_ocean: 'Embarque marítimo',
      shipments_air: 'Embarque aéreo',
      shipments_land: 'Embarque terrestre',
      partners: 'Socio comercial',
      companies: 'Empresa',
      users: 'Usuario',
      notification_states: 'Notificación',
      shipment_locks: 'Bloqueo de embarque',
      tariffs: 'Tarifa',
    },
    // The record in a sentence, with its article ("En el embarque se quedan los que … guardó").
    nouns: {
      shipments_ocean: 'el embarque',
      shipments_air: 'el embarque',
      shipments_land: 'el embarque',
      partners: 'el socio comercial',
      companies: 'la empresa',
      users: 'el usuario',
      notification_states: 'la notificación',
      shipment_locks: 'el bloqueo del embarque',
      tariffs: 'la tarifa',
    },
    seeded:
      'Se cargaron datos de demostración en este navegador: {{partners}} socios comerciales y {{shipments}} embarques. No se envía nada al servidor.',
    reset: 'Se borraron los datos locales. Tus datos se vuelven a cargar del servidor.',
    localUnavailable: 'Este navegador no puede guardar datos locales, así que no se cambió nada.',
  },
} as const satisfies TextsOf<typeof syncCatalogue>;
