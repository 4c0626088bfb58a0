import { CUSTOMER_MILESTONE_NAMES, type MilestoneKey, type ShipmentEvent } from '@rumbo/domain';

export type MessageLanguage = 'es' | 'en';

/** The words of the messages to customers (issue 37), in each contact's language. */
export type MessageTexts = {
  hello: (name: string) => string;
  event: Record<ShipmentEvent, (code: string, place: string) => string>;
  eventSubject: Record<ShipmentEvent, (code: string) => string>;
  estimateSubject: (code: string, milestone: string) => string;
  estimateMoved: (milestone: string, from: string, to: string) => string;
  arrivalNoticeSubject: (code: string) => string;
  arrivalNotice: (code: string, document: string) => string;
  later: string;
  earlier: string;
  reference: string;
  route: string;
  trackIt: string;
  why: (company: string) => string;
  unsubscribe: string;
  milestones: Record<MilestoneKey, string>;
};

const ES: MessageTexts = {
  hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  event: {
    departed: (code, place) => `Tu embarque ${code} salió${place ? ` de ${place}` : ''}.`,
    arrived: (code, place) => `Tu embarque ${code} llegó${place ? ` a ${place}` : ''}.`,
    released: (code, place) => `Tu embarque ${code} fue liberado${place ? ` en ${place}` : ''}.`,
    delivered: (code, place) => `Tu embarque ${code} fue entregado${place ? ` en ${place}` : ''}.`,
  },
  eventSubject: {
    departed: (code) => `Tu embarque ${code} ya salió`,
    arrived: (code) => `Tu embarque ${code} llegó`,
    released: (code) => `Tu embarque ${code} fue liberado`,
    delivered: (code) => `Tu embarque ${code} fue entregado`,
  },
  estimateSubject: (code, milestone) => `Nueva fecha estimada para ${code}: ${milestone}`,
  estimateMoved: (milestone, from, to) =>
    `La fecha estimada de «${milestone}» cambió de ${from} a ${to}.`,
  arrivalNoticeSubject: (code) => `Aviso de arribo de tu embarque ${code}`,
  arrivalNotice: (code, document) =>
    `Te enviamos adjunto el aviso de arribo de tu embarque ${code} (${document}). Revisa los datos y prepara lo necesario para la liberación.`,
  later: 'después',
  earlier: 'antes',
  reference: 'Referencia',
  route: 'Ruta',
  trackIt: 'Sigue tu embarque en línea',
  why: (company) =>
    `Recibes este correo porque ${company} te registró para recibir avisos de este embarque.`,
  unsubscribe: 'Dejar de recibir este tipo de avisos',
  milestones: CUSTOMER_MILESTONE_NAMES.es,
};

const EN: MessageTexts = {
  hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
  event: {
    departed: (code, place) =>
      `Your shipment ${code} has departed${place ? ` from ${place}` : ''}.`,
    arrived: (code, place) => `Your shipment ${code} has arrived${place ? ` at ${place}` : ''}.`,
    released: (code, place) => `Your shipment ${code} was released${place ? ` at ${place}` : ''}.`,
    delivered: (code, place) =>
      `Your shipment ${code} was delivered${place ? ` at ${place}` : ''}.`,
  },
  eventSubject: {
    departed: (code) => `Your shipment ${code} has departed`,
    arrived: (code) => `Your shipment ${code} has arrived`,
    released: (code) => `Your shipment ${code} was released`,
    delivered: (code) => `Your shipment ${code} was delivered`,
  },
  estimateSubject: (code, milestone) => `New estimated date for ${code}: ${milestone}`,
  estimateMoved: (milestone, from, to) =>
    `The estimated date of “${milestone}” moved from ${from} to ${to}.`,
  arrivalNoticeSubject: (code) => `Arrival notice for your shipment ${code}`,
  arrivalNotice: (code, document) =>
    `Please find attached the arrival notice for your shipment ${code} (${document}). Check its details and get ready for the release.`,
  later: 'later',
  earlier: 'earlier',
  reference: 'Reference',
  route: 'Route',
  trackIt: 'Follow your shipment online',
  why: (company) =>
    `You receive this e-mail because ${company} signed you up for this shipment's updates.`,
  unsubscribe: 'Stop receiving this kind of update',
  milestones: CUSTOMER_MILESTONE_NAMES.en,
};

export const MESSAGE_TEXTS: Record<MessageLanguage, MessageTexts> = { es: ES, en: EN };
