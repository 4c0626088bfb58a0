// Spanish (es-MX) texts of ../quote-actions.ts: the same keys (issue 38).
import type { TextsOf } from '../../catalogue-types.ts';
import type { quoteActionsCatalogue } from '../quote-actions.ts';

export const quoteActionsEs = {
  quoteActions: {
    label: 'Acciones de la cotización',
    states: {
      draft: 'Borrador',
      sent: 'Enviada',
      accepted: 'Aceptada',
      rejected: 'Rechazada',
      expired: 'Vencida',
    },
    versionNumber: 'Versión {{version}}',
    sentOn: 'Enviada el {{date}}',
    decidedOn: { accepted: 'Aceptada el {{date}}', rejected: 'Rechazada el {{date}}' },
    expiredHint:
      'Su fecha de vigencia ya pasó: pon una posterior en la cotización para enviarla de nuevo.',
    rejectionReason: 'Motivo: {{reason}}',
    openShipment: 'Abrir embarque',
    unsaved:
      'Esta cotización tiene cambios sin guardar: el cliente la recibe como se guardó por última vez. Guárdala primero para incluirlos.',
    offline:
      'No hay conexión con el servidor, así que no se cambió nada. Vuelve a intentarlo cuando tengas conexión.',
    refused: 'El servidor lo rechazó: {{message}}',
    retry: 'Reintentar',
    cancel: 'Cancelar',
    close: 'Cerrar diálogo',
    clientPays: 'El cliente paga {{total}}',
    transitDays_one: '{{count}} día de tránsito',
    transitDays_other: '{{count}} días de tránsito',
    languages: { es: 'Español', en: 'Inglés' },
    refusals: {
      expired:
        'La cotización ya no está vigente: primero pon una fecha de vigencia posterior en la cotización.',
      unknownContact:
        'Un contacto elegido ya no está en el cliente: cierra este diálogo y vuelve a elegir a los destinatarios.',
      contactAddress:
        'Un contacto elegido no tiene un correo válido: corrígelo en el socio o déjalo fuera.',
      state: 'La cotización cambió mientras tanto y no puede moverse así: vuelve a cargarla.',
      option: 'Elige una de las opciones de la cotización.',
    },
    pdf: {
      button: 'PDF para el cliente',
      title: 'PDF de la cotización {{code}}',
      language: 'Idioma del PDF',
      download: 'Descargar PDF',
      loading: 'Generando el PDF…',
      offline:
        'El PDF lo genera el servidor: se puede mostrar en cuanto haya conexión con el servidor.',
      failed: 'No se pudo generar el PDF: {{message}}',
      preview: 'Vista previa de la cotización {{code}}',
      previewFailed: 'No se pudo dibujar la vista previa: descarga el PDF para leerlo.',
    },
    send: {
      button: 'Enviar al cliente',
      title: 'Enviar la cotización {{code}} al cliente',
      intro:
        'Elige los contactos de {{client}} que reciben esta versión por correo, con su PDF adjunto, cada uno en su idioma.',
      loading: 'Cargando los contactos del cliente…',
      loadError: 'No se pudieron cargar los contactos del cliente: {{message}}',
      noContacts:
        '{{client}} aún no tiene contactos: agrégalos en el socio para enviar la cotización por correo.',
      contacts: 'Destinatarios',
      contactLine: '{{email}} · {{language}}',
      noEmail: 'Sin correo válido: corrígelo en el socio para poder elegir este contacto.',
      noneNote:
        'No elegiste ningún contacto: la cotización solo se marca como enviada y no sale ningún correo.',
      willEmail_one:
        'Rumbo envía por correo el PDF de la versión {{version}} a {{count}} contacto, una sola vez.',
      willEmail_other:
        'Rumbo envía por correo el PDF de la versión {{version}} a {{count}} contactos, una sola vez a cada uno.',
      markSent: 'Marcar como enviada',
      submit_one: 'Enviar a {{count}} contacto',
      submit_other: 'Enviar a {{count}} contactos',
      sent_one: 'Cotización {{code}} enviada: {{count}} correo en cola.',
      sent_other: 'Cotización {{code}} enviada: {{count}} correos en cola.',
      markedSent: 'Cotización {{code}} marcada como enviada, sin correo.',
    },
    accept: {
      button: 'Aceptada',
      title: 'El cliente aceptó la cotización {{code}}',
      intro:
        'Elige la opción que escogió el cliente: Rumbo crea el embarque con ella, con sus conceptos como filas de costo e ingreso.',
      noOptions:
        'Esta cotización no tiene opciones: agrega una en la cotización antes de aceptarla.',
      options: 'Opción que escogió el cliente',
      option: 'Opción {{number}}: {{carrier}}',
      noCarrier: 'sin transportista',
      submit: 'Aceptar y crear el embarque',
      confirm:
        '¿Aceptar la cotización {{code}} con la opción {{number}} ({{carrier}})? Su embarque se crea ahora y la cotización ya no podrá cambiar.',
      confirmLabel: 'Aceptar cotización',
      accepted: 'Cotización {{code}} aceptada: se creó su embarque.',
    },
    reject: {
      button: 'Rechazada',
      title: 'El cliente rechazó la cotización {{code}}',
      intro: 'Anota por qué el cliente dijo que no, si lo sabes: se queda en la cotización.',
      reason: 'Motivo (opcional)',
      reasonHint: '{{used}} de {{max}} caracteres',
      submit: 'Marcar como rechazada',
      rejected: 'Cotización {{code}} marcada como rechazada.',
    },
    delete: {
      button: 'Eliminar',
      label: 'Eliminar la cotización {{code}}',
      confirm: '¿Eliminar la cotización {{code}}? Se va a la papelera.',
      confirmLabel: 'Eliminar cotización',
      deleted: 'Cotización {{code}} eliminada.',
      failed: 'No se pudo eliminar la cotización. {{reason}}',
    },
    versions: {
      button_one: '{{count}} versión anterior',
      button_other: '{{count}} versiones anteriores',
      title: 'Versiones anteriores de {{code}}',
      viewTitle: '{{code}}, versión {{version}}',
      listLabel: 'Versiones anteriores',
      open: 'Ver la versión {{version}}',
      back: 'Volver a las versiones',
      readOnly: 'Tal como la recibió el cliente. Solo lectura.',
      notSent: 'No enviada',
      sent: 'Enviada',
      date: 'Fecha de la cotización',
      validUntil: 'Vigente hasta',
      lane: 'Ruta',
      laneText: '{{origin}} → {{destination}}',
      incoterm: 'Incoterm',
      notes: 'Notas',
      iva16: 'IVA 16 %',
    },
  },
} as const satisfies TextsOf<typeof quoteActionsCatalogue>;
