import { CUSTOMER_MILESTONE_NAMES, type MilestoneKey } from '@rumbo/domain';

export type TrackLanguage = 'es' | 'en';

/**
 * The tracking page's texts (issue 37). The page is a document of its own that a customer opens
 * from a link, kept small for phones (decision 072): its few texts live here, in both languages,
 * typed so that neither can miss one, instead of loading the app's whole catalogue.
 */
export type TrackTexts = {
  languageName: string;
  switchTo: string;
  title: string;
  loading: string;
  notFoundTitle: string;
  notFoundBody: string;
  tooManyTitle: string;
  tooManyBody: string;
  offline: string;
  modes: Record<'ocean' | 'air' | 'land', string>;
  reference: string;
  route: string;
  status: string;
  noStatus: string;
  onTime: string;
  delayed: string;
  vessel: string;
  flight: string;
  truck: string;
  milestonesTitle: string;
  noMilestones: string;
  estimated: string;
  actual: string;
  late: (duration: string) => string;
  overdue: (duration: string) => string;
  minutes: (count: number) => string;
  hours: (count: number) => string;
  days: (count: number) => string;
  legsTitle: string;
  legModes: Record<'truck' | 'ocean' | 'air', string>;
  departs: string;
  arrives: string;
  unitsTitle: string;
  container: string;
  uld: string;
  seal: string;
  pieces: (count: number) => string;
  documentsTitle: string;
  updated: (time: string) => string;
  liveNote: string;
  expires: (time: string) => string;
  milestones: Record<MilestoneKey, string>;
  statuses: Record<string, string>;
  poweredBy: string;
};

const plural = (one: string, many: string) => (count: number) =>
  `${count} ${count === 1 ? one : many}`;

const ES: TrackTexts = {
  languageName: 'Español',
  switchTo: 'English',
  title: 'Seguimiento de embarque',
  loading: 'Cargando el embarque…',
  notFoundTitle: 'Este enlace no está disponible',
  notFoundBody: 'El enlace no existe, venció o fue retirado. Pide uno nuevo a tu agente de carga.',
  tooManyTitle: 'Demasiadas consultas',
  tooManyBody: 'Espera un minuto y vuelve a cargar la página.',
  offline: 'Sin conexión: se muestran los últimos datos recibidos.',
  modes: { ocean: 'Marítimo', air: 'Aéreo', land: 'Terrestre' },
  reference: 'Referencia',
  route: 'Ruta',
  status: 'Estado',
  noStatus: 'Sin estado',
  onTime: 'A tiempo',
  delayed: 'Con retraso',
  vessel: 'Buque / viaje',
  flight: 'Vuelo',
  truck: 'Unidad',
  milestonesTitle: 'Hitos',
  noMilestones: 'Aún no hay fechas programadas.',
  estimated: 'Estimada',
  actual: 'Real',
  late: (duration) => `${duration} después de lo estimado`,
  overdue: (duration) => `Pendiente desde hace ${duration}`,
  minutes: plural('minuto', 'minutos'),
  hours: plural('hora', 'horas'),
  days: plural('día', 'días'),
  legsTitle: 'Itinerario',
  legModes: { truck: 'Terrestre', ocean: 'Marítimo', air: 'Aéreo' },
  departs: 'Sale',
  arrives: 'Llega',
  unitsTitle: 'Contenedores y ULD',
  container: 'Contenedor',
  uld: 'ULD',
  seal: 'Sello',
  pieces: plural('bulto', 'bultos'),
  documentsTitle: 'Documentos',
  updated: (time) => `Actualizado ${time}`,
  liveNote: 'Esta página se actualiza sola mientras está abierta.',
  expires: (time) => `Este enlace funciona hasta el ${time}.`,
  milestones: CUSTOMER_MILESTONE_NAMES.es,
  statuses: {
    'In creation': 'En creación',
    Booked: 'Reservado',
    'In progress': 'En proceso',
    'In transit': 'En tránsito',
    Arrived: 'Arribado',
    'Customs clearance': 'En despacho aduanal',
    Delivered: 'Entregado',
    Finished: 'Finalizado',
    Cancelled: 'Cancelado',
    Draft: 'Borrador',
    Scheduled: 'Programado',
  },
  poweredBy: 'Seguimiento con Rumbo',
};

const EN: TrackTexts = {
  languageName: 'English',
  switchTo: 'Español',
  title: 'Shipment tracking',
  loading: 'Loading the shipment…',
  notFoundTitle: 'This link is not available',
  notFoundBody:
    'The link does not exist, has expired or was withdrawn. Ask your forwarder for a new one.',
  tooManyTitle: 'Too many requests',
  tooManyBody: 'Wait a minute and reload the page.',
  offline: 'Offline: showing the last data received.',
  modes: { ocean: 'Ocean', air: 'Air', land: 'Land' },
  reference: 'Reference',
  route: 'Route',
  status: 'Status',
  noStatus: 'No status',
  onTime: 'On time',
  delayed: 'Delayed',
  vessel: 'Vessel / voyage',
  flight: 'Flight',
  truck: 'Vehicle',
  milestonesTitle: 'Milestones',
  noMilestones: 'No dates are scheduled yet.',
  estimated: 'Estimated',
  actual: 'Actual',
  late: (duration) => `${duration} later than estimated`,
  overdue: (duration) => `Pending for ${duration}`,
  minutes: plural('minute', 'minutes'),
  hours: plural('hour', 'hours'),
  days: plural('day', 'days'),
  legsTitle: 'Itinerary',
  legModes: { truck: 'Road', ocean: 'Ocean', air: 'Air' },
  departs: 'Departs',
  arrives: 'Arrives',
  unitsTitle: 'Containers and ULDs',
  container: 'Container',
  uld: 'ULD',
  seal: 'Seal',
  pieces: plural('piece', 'pieces'),
  documentsTitle: 'Documents',
  updated: (time) => `Updated ${time}`,
  liveNote: 'This page updates by itself while it is open.',
  expires: (time) => `This link works until ${time}.`,
  milestones: CUSTOMER_MILESTONE_NAMES.en,
  statuses: {},
  poweredBy: 'Tracking by Rumbo',
};

export const TRACK_TEXTS: Record<TrackLanguage, TrackTexts> = { es: ES, en: EN };

/** The language a visitor reads: the one they chose here before, else their browser's first. */
export function trackLanguage(
  stored: string | null,
  browserLanguages: readonly string[],
): TrackLanguage {
  if (stored === 'es' || stored === 'en') return stored;
  for (const language of browserLanguages) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'es' || base === 'en') return base;
  }
  return 'es';
}

/** A duration in minutes in its largest sensible unit: minutes under an hour, hours under 2 days. */
export function durationText(texts: TrackTexts, minutes: number): string {
  if (minutes < 60) return texts.minutes(minutes);
  if (minutes < 48 * 60) return texts.hours(Math.round(minutes / 60));
  return texts.days(Math.round(minutes / (24 * 60)));
}
