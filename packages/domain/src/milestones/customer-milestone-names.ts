import type { MilestoneKey } from './milestone-key.ts';

/**
 * The milestones as a customer reads them (issue 37), in Spanish and English: on the tracking
 * page and in the e-mail the outbox sends. The dashboard's own names are the spec's
 * (`MILESTONE_LABELS`); these are written for someone outside the forwarder.
 */
export const CUSTOMER_MILESTONE_NAMES: Record<'es' | 'en', Record<MilestoneKey, string>> = {
  es: {
    pickup: 'Recolección',
    cutOffDoc: 'Cierre documental',
    cutOffPhy: 'Cierre de carga',
    portOfLoadArrival: 'Llegada al puerto de carga',
    portOfLoadDeparture: 'Salida del puerto de carga',
    portOfArrivalArrival: 'Llegada al puerto de destino',
    warehouseRelease: 'Liberación del almacén',
    delivery: 'Entrega',
    departure: 'Salida del vuelo',
    arrival: 'Llegada del vuelo',
  },
  en: {
    pickup: 'Pickup',
    cutOffDoc: 'Documentation cut-off',
    cutOffPhy: 'Cargo cut-off',
    portOfLoadArrival: 'Arrival at port of loading',
    portOfLoadDeparture: 'Departure from port of loading',
    portOfArrivalArrival: 'Arrival at port of discharge',
    warehouseRelease: 'Release from warehouse',
    delivery: 'Delivery',
    departure: 'Flight departure',
    arrival: 'Flight arrival',
  },
};
