// Spanish (es-MX) texts of ../quote-report.ts: the same keys (issue 38).
import type { TextsOf } from '../../catalogue-types.ts';
import type { quoteReportCatalogue } from '../quote-report.ts';

export const quoteReportEs = {
  quoteReport: {
    title: 'Cotizaciones',
    periodNote:
      'Cotizaciones enviadas en las fechas elegidas, sea cual sea su resultado; los borradores, por su fecha.',
    periodNoteFiltered:
      'Cotizaciones enviadas en las fechas elegidas, sea cual sea su resultado; los borradores, por su fecha. Los demás filtros solo aplican a los embarques.',
    loading: 'Cargando las cifras de cotizaciones…',
    offlineTitle: 'Las cifras de cotizaciones necesitan el servidor',
    offline:
      'No hay conexión con el servidor, así que por ahora no se pueden mostrar las cifras de cotizaciones. Vuelve a intentarlo cuando tengas conexión.',
    loadError: 'No se pudieron cargar las cifras de cotizaciones',
    loadErrorHint: 'El servidor respondió: {{message}}',
    retry: 'Reintentar',
    empty: 'No hay cotizaciones en estas fechas.',
    none: '—',
    tiles: {
      region: 'Cifras de cotizaciones',
      sent: 'Cotizaciones enviadas',
      sentDetail: '{{open}} en espera de respuesta · {{drafts}} borradores',
      won: 'Ganadas',
      lost: 'Perdidas',
      lostDetail: 'además, {{expired}} vencidas',
      winRate: 'Tasa de éxito',
      winRateDetail: 'Ganadas de las decididas; las vencidas cuentan como perdidas',
      averageMargin: 'Margen promedio',
      averageMarginDetail: 'De las cotizaciones ganadas',
    },
    byLane: 'Por ruta',
    byClient: 'Por cliente',
    columns: {
      lane: 'Ruta',
      client: 'Cliente',
      sent: 'Enviadas',
      won: 'Ganadas',
      lost: 'Perdidas',
      expired: 'Vencidas',
      winRate: 'Tasa de éxito',
      margin: 'Margen',
    },
    lane: '{{origin}} → {{destination}}',
    unnamedClient: 'Cliente sin nombre',
    otherLanes_one: '{{count}} ruta más',
    otherLanes_other: '{{count}} rutas más',
    otherClients_one: '{{count}} cliente más',
    otherClients_other: '{{count}} clientes más',
  },
} as const satisfies TextsOf<typeof quoteReportCatalogue>;
