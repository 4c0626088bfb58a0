// Spanish (es-MX) texts of ../share-tracking.ts: the same keys (issue 37).
import type { TextsOf } from '../../catalogue-types.ts';
import type { shareTrackingCatalogue } from '../share-tracking.ts';

export const shareTrackingEs = {
  shareTracking: {
    open: 'Compartir seguimiento',
    title: 'Compartir seguimiento',
    close: 'Cerrar',
    intro:
      'Quien tenga uno de estos enlaces puede seguir este embarque sin iniciar sesión: su ruta, estatus, hitos y los documentos marcados como compartidos. Nunca se muestran costos, comentarios ni partes.',
    form: {
      title: 'Enlace nuevo',
      label: 'Para quién',
      labelPlaceholder: 'p. ej. Importadora del Bajío',
      labelHint: 'Solo tu equipo ve este nombre.',
      expiresOn: 'Vence el',
      expiresOnHint:
        'Opcional. El enlace funciona hasta el final de ese día, hora de la Ciudad de México.',
      create: 'Crear enlace',
      problems: {
        required: 'Indica para quién es el enlace.',
        tooLong: 'Usa como máximo {{max}} caracteres.',
        invalid: 'Escribe una fecha válida.',
        past: 'Elige hoy o un día posterior.',
      },
    },
    created: {
      title: 'Enlace creado para {{label}}',
      hint: 'Envía esta dirección a tu cliente. Puedes volver a copiarla desde la lista de abajo.',
      address: 'Dirección del enlace nuevo',
      copy: 'Copiar enlace nuevo',
    },
    list: {
      title: 'Enlaces de este embarque',
      label: 'Enlaces de seguimiento',
      loading: 'Cargando los enlaces…',
      empty: 'Aún no hay enlaces: crea uno arriba para compartir este embarque.',
      retry: 'Reintentar',
    },
    link: {
      created: 'Creado el {{date}}',
      expires: 'Vence el {{date}}',
      expired: 'Venció el {{date}}',
      noExpiry: 'Sin vencimiento',
      lastOpened: 'Abierto por última vez el {{date}}',
      neverOpened: 'Nunca abierto',
      copy: 'Copiar enlace',
      revoke: 'Revocar',
      status: { active: 'Activo', expired: 'Vencido', revoked: 'Revocado' },
    },
    copied: 'Enlace copiado.',
    copyFailed: 'No se pudo copiar el enlace. Selecciona la dirección y cópiala tú.',
    revokeConfirm:
      '¿Revocar el enlace de “{{label}}”? Quien lo tenga ya no podrá seguir este embarque. No se puede deshacer.',
    revoked: 'Se revocó el enlace de “{{label}}”.',
    errors: {
      listOffline:
        'No hay conexión con el servidor, así que por ahora no se pueden mostrar los enlaces.',
      listFailed: 'No se pudieron leer los enlaces: {{message}}',
      createOffline:
        'No hay conexión con el servidor, así que no se creó el enlace. Lo que escribiste se conserva: inténtalo de nuevo cuando vuelva la conexión.',
      createFailed: 'No se pudo crear el enlace: {{message}}',
      shipmentGone: 'Este embarque ya no está en el servidor, o ya no puedes compartirlo.',
      revokeOffline:
        'No hay conexión con el servidor, así que no se revocó el enlace. Inténtalo de nuevo cuando vuelva la conexión.',
      revokeFailed: 'No se pudo revocar el enlace: {{message}}',
      linkGone: 'Ese enlace ya no existe: quizá alguien lo eliminó.',
    },
    documentShared: 'Compartido en enlaces de seguimiento',
  },
} as const satisfies TextsOf<typeof shareTrackingCatalogue>;
