// Spanish (es-MX) texts of ../shipment-editor.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { shipmentEditorCatalogue } from '../shipment-editor.ts';

export const shipmentEditorEs = {
  shipmentEditor: {
    title: '{{code}} · {{reference}}',
    titleNoReference: '{{code}}',
    newTitle: 'Nuevo embarque {{mode}}',
    // Singular adjectives: they complete newTitle ("Nuevo embarque marítimo").
    modes: { ocean: 'marítimo', air: 'aéreo', land: 'terrestre' },
    codePending: 'Código pendiente',
    save: 'Guardar',
    close: 'Cerrar',
    shortcuts: 'Ctrl+S guarda · Esc cierra',
    unsaved: 'Cambios sin guardar',
    allSaved: 'Todos los cambios guardados',
    loading: 'Cargando embarque…',
    loadFailed: 'No se pudo cargar este embarque. Revisa la conexión e inténtalo de nuevo.',
    missing: 'Este embarque no existe o fue eliminado.',
    companyStep: {
      title: 'Nuevo embarque: ¿de qué empresa es?',
      explain:
        'Los administradores de la plataforma no pertenecen a ninguna empresa. Elige la empresa a la que pertenece este embarque: su código sigue la numeración de esa empresa y sus partes salen de los socios comerciales de esa empresa.',
      company: 'Empresa',
      continue: 'Continuar',
      none: 'No se encontró ninguna empresa',
      failed: 'No se pudieron cargar las empresas. Revisa la conexión e inténtalo de nuevo.',
    },
    lock: {
      takenReadOnly: 'Solo lectura: {{name}} lo está editando. Podrás editarlo cuando lo cierre.',
      takenWhileEditing:
        'Ahora {{name}} está editando este embarque. Tus cambios se conservan; al guardar verás los campos que los dos cambiaron.',
      offline:
        'Sin conexión: estás editando sin bloqueo. Al guardar, tus cambios se quedan en este navegador (Pendiente de sincronizar) y se envían cuando vuelva el servidor.',
    },
    saved: 'Embarque {{code}} guardado.',
    savedOffline:
      'Embarque {{code}} guardado en este navegador. Pendiente de sincronizar: se envía cuando vuelva el servidor.',
    errors: {
      title: 'No se guardó',
      gone: 'El embarque ya no existe en {{server}}. Recarga los datos antes de editar.',
      failed: 'No se pudo guardar el embarque: {{message}} Tus cambios se conservan en el editor.',
      fields: 'El servidor rechazó estos campos: {{fields}}.',
      noCompany: 'Solo un miembro de una empresa puede crear embarques.',
      entries:
        'Algunos campos tienen datos que no se pueden guardar; están marcados en rojo. Corrígelos y vuelve a guardar.',
    },
    conflict: {
      title: 'Alguien más cambió este embarque',
      intro:
        '{{name}} guardó este embarque después de que lo abriste. Sus otros cambios y los tuyos se combinaron; en cada campo que los dos cambiaron, elige qué valor conservar.',
      save: 'Guardar embarque combinado',
    },
    fieldLabels: {
      containersList: 'Contenedores',
      lclItems: 'Partidas LCL',
      uldsList: 'ULD',
      looseItems: 'Carga suelta',
      costControlRows: 'Control de costos',
      documents: 'Documentos',
      comments: 'Comentarios',
      activitiesStatus: 'Actividades',
      itinerary: 'Itinerario',
      legacyId: 'ID del sistema anterior',
    },
    documents: {
      upload: 'Subir archivos',
      uploading: 'Subiendo…',
      accepted: 'PDF, imágenes, XML, Excel o Word; hasta 20 MB cada uno.',
      saveFirst: 'Guarda primero el embarque para adjuntar archivos.',
      offline: 'Los archivos se pueden subir, abrir y quitar cuando haya conexión con el servidor.',
      empty: 'Aún no hay documentos.',
      list: 'Documentos de este embarque',
      noFile: 'Sin archivo adjunto',
      download: 'Descargar {{name}}',
      remove: 'Quitar {{name}}',
      removeConfirm: '¿Quitar {{name}} de este embarque? El archivo se elimina del servidor.',
      removeLabel: 'Quitar',
      uploaded_one: '{{count}} archivo subido.',
      uploaded_other: '{{count}} archivos subidos.',
      removed: 'Se quitó {{name}}.',
      failed: 'No se pudieron guardar los archivos: {{message}}',
    },
    papers: {
      menu: 'Generar documento',
      menuLabel: 'Documentos que produce este embarque',
      titles: {
        'hbl-draft': 'BL house (borrador)',
        'hbl-original': 'BL house (original)',
        'arrival-notice': 'Aviso de arribo',
        'instructions-letter': 'Carta de instrucciones al agente aduanal',
        'pre-alert': 'Pre-alerta',
        'hawb-draft': 'Guía aérea house (borrador)',
        'hawb-original': 'Guía aérea house (original)',
        'trucker-instructions': 'Instrucciones al transportista',
        'delivery-receipt': 'Acuse de entrega',
      },
      language: 'Idioma del documento',
      preview: 'Vista previa de {{title}}',
      previewFailed: 'La vista previa no se puede mostrar aquí; Descargar PDF abre el documento.',
      loading: 'Generando el documento…',
      download: 'Descargar PDF',
      save: 'Guardar en los documentos del embarque',
      saving: 'Guardando…',
      saved: 'Guardado como {{name}}.',
      unsaved:
        'Este embarque tiene cambios sin guardar: el documento muestra lo guardado en el servidor.',
      saveFirst: 'Guardar cambios primero',
      offline: 'El servidor genera los documentos: se pueden generar cuando haya conexión.',
      lacking: 'Aún no se puede imprimir el original. Falta o es incorrecto:',
      failed: 'No se pudo generar el documento: {{message}}',
      close: 'Cerrar',
    },
  },
} as const satisfies TextsOf<typeof shipmentEditorCatalogue>;
