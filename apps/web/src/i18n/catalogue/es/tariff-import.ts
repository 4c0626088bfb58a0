// Spanish (es-MX) texts of ../tariff-import.ts: the same keys (issue 20). The template's
// headers and choice values are the domain's (TARIFF_SHEET_COLUMNS) in every language, so the
// instructions name them as the file writes them (Kind, Mode, Valid from; buy, sell, kg…).
import type { TextsOf } from '../../catalogue-types.ts';
import type { tariffImportCatalogue } from '../tariff-import.ts';

export const tariffImportEs = {
  tariffImport: {
    downloadTemplate: 'Descargar plantilla',
    upload: 'Subir tarifas',
    templateFile: 'rumbo-plantilla-tarifas.xlsx',
    sheetName: 'Tarifas',
    instructionsSheet: 'Instrucciones',
    templateFailed: 'No se pudo generar la plantilla. Inténtalo de nuevo.',
    instructions: {
      title: 'Cómo llenar la hoja de tarifas',
      rows: 'Una línea de tarifa por fila, a partir de la fila 2. No cambies la fila de encabezados (va en inglés): las columnas se reconocen por su encabezado, en cualquier orden. Reemplaza o borra las líneas de ejemplo (una por modalidad).',
      required:
        'Obligatorias en cada línea: Kind (tipo), Mode (modalidad), Origin (origen), Destination (destino), Charge (concepto), Basis (base de cobro), Currency (moneda), Amount (monto) y Valid from (vigente desde).',
      places:
        'Origin y Destination: UN/LOCODE (p. ej. MXZLO, CNSHA) para FCL, LCL, FTL y LTL; código IATA del aeropuerto (p. ej. MEX) para AIR.',
      basis:
        'Basis: container o teu solo para FCL (container requiere un tipo de contenedor ISO como 22G1, 42G1 o 45G1); wm, cbm o kg para LCL y LTL; kg para AIR; shipment para cualquier modalidad.',
      amounts:
        'Los montos van como números, sin signo de moneda; la moneda es un código ISO de tres letras (USD, MXN, EUR…).',
      breaks:
        'Breaks (rangos de peso o cantidad): pares "desde:monto" separados por ";", en orden ascendente, p. ej. 45:5.20; 100:4.80; 300:4.10.',
      dates:
        'Fechas: AAAA-MM-DD o una celda con formato de fecha. Deja "Valid to" en blanco para una tarifa sin vencimiento.',
      identity:
        'Una fila actualiza la línea actual que tenga el mismo tipo, modalidad, transportista, cliente, origen, destino, concepto, base de cobro, tipo de contenedor, tipo de carga, moneda y vigente desde; cualquier otra fila agrega una línea nueva. Las líneas que no vienen en el archivo se quedan como están.',
      allOrNothing:
        'Todo o nada: si alguna fila tiene un problema, se rechaza el archivo completo y no se publica nada.',
    },
    dialogTitle: 'Subir tarifas',
    intro:
      'Elige una plantilla ya llenada (.xlsx). Primero se revisa cada fila; verás qué cambiaría antes de que se publique algo.',
    company: 'Empresa',
    companyPlaceholder: 'Elige la empresa a la que pertenecen las tarifas',
    chooseFile: 'Archivo de tarifas',
    choosePlaceholder: 'Elige un archivo .xlsx',
    clearFile: 'Quitar el archivo elegido',
    reading: 'Revisando el archivo…',
    unreadable:
      'No se pudo leer este archivo. Guárdalo como libro de Excel (.xlsx) e inténtalo de nuevo.',
    empty: 'El archivo no tiene líneas de tarifa debajo de la fila de encabezados.',
    refused_one: 'No se publicó el archivo: {{count}} fila tiene errores.',
    refused_other: 'No se publicó el archivo: {{count}} filas tienen errores.',
    refusedHint: 'Corrige estas celdas y vuelve a subir el archivo. No se cambió nada.',
    errorsCaption: 'Problemas en el archivo',
    rowHeader: 'Fila',
    columnHeader: 'Columna',
    problemHeader: 'Problema',
    row: 'Fila {{row}}',
    wholeLine: 'Toda la línea',
    errors: {
      unreadable: 'Esta celda no se puede leer como un valor de su columna.',
      duplicate: 'Es la misma línea que la fila {{row}}.',
      missingColumn: 'El archivo no tiene esta columna.',
    },
    diffTitle: 'Lo que cambiará al publicar',
    added_one: '{{count}} línea nueva',
    added_other: '{{count}} líneas nuevas',
    changed_one: '{{count}} línea modificada',
    changed_other: '{{count}} líneas modificadas',
    unchanged_one: '{{count}} sin cambios',
    unchanged_other: '{{count}} sin cambios',
    untouched_one: '{{count}} línea actual que no viene en el archivo se queda como está.',
    untouched_other: '{{count}} líneas actuales que no vienen en el archivo se quedan como están.',
    nothingToPublish: 'El archivo coincide con las tarifas actuales: no hay nada que publicar.',
    changedCaption: 'Líneas modificadas',
    addedCaption: 'Líneas nuevas',
    lineHeader: 'Línea',
    changesHeader: 'Cambios',
    amountHeader: 'Monto',
    validityHeader: 'Vigencia',
    blankValue: '(vacío)',
    openEnded: 'sin vencimiento',
    publish_one: 'Publicar {{count}} cambio',
    publish_other: 'Publicar {{count}} cambios',
    cancel: 'Cancelar',
    close: 'Cerrar',
    publishing: 'Publicando {{done}} de {{total}}…',
    progressLabel: 'Avance de la publicación',
    offline:
      'Para publicar se necesita el servidor y ahora no hay conexión con él. No se publicó nada; inténtalo de nuevo cuando vuelvas a estar en línea.',
    serverAway: 'no se pudo conectar con el servidor',
    failedUndone:
      'La publicación se detuvo ({{message}}). Se deshicieron los {{count}} cambios ya hechos: tus tarifas quedaron como estaban.',
    failedPartly:
      'La publicación se detuvo ({{message}}) y {{failures}} de los cambios ya hechos no se pudieron deshacer. Vuelve a subir el mismo archivo para terminar de publicarlo.',
    published: 'Tarifas publicadas: {{created}} nuevas, {{updated}} modificadas.',
    chooseCompanyFirst: 'Elige una empresa para comparar el archivo con sus tarifas.',
  },
} as const satisfies TextsOf<typeof tariffImportCatalogue>;
