import { locationTimeZone, type MilestoneKey, type ShipmentMessageEvent } from '@rumbo/domain';
import { escapeHtml } from '../../core/mail/escape-html.ts';
import { htmlMessage, textFooter, type MessageFooter } from './message-frame.ts';
import { MESSAGE_TEXTS, type MessageLanguage } from './message-texts.ts';

/** What a message about a shipment says of it. */
export type MessageShipment = {
  code: string;
  reference: string;
  origin: string;
  destination: string;
  /** The place each milestone happens at, as the shipment writes it. */
  placeOf: (milestone: string) => string;
};

export type RenderedMessage = { subject: string; text: string; html: string };

/** An arrival notice issued: its PDF goes along; `arrivalAt` is the arrival as known now. */
export type ArrivalNoticeEvent = {
  kind: 'arrivalNotice';
  /** The arrival milestone of the shipment's mode, whose place and date the message names. */
  milestone: MilestoneKey;
  arrivalAt: string;
  documentName: string;
};

export type MessageEvent = ShipmentMessageEvent | ArrivalNoticeEvent;

export type ShipmentMessageInput = {
  event: MessageEvent;
  language: MessageLanguage;
  recipientName: string;
  companyName: string;
  shipment: MessageShipment;
  /** '' when the recipient's link was revoked: the message then goes without one. */
  trackingUrl: string;
  unsubscribeUrl: string;
};

const LOCALES: Record<MessageLanguage, string> = { es: 'es-MX', en: 'en-US' };

/**
 * A message to a customer's contact about one event of a shipment, in their language: the
 * subject, a plain-text part and an HTML part saying the same, with the tracking link and the
 * unsubscribe link. Times are written in the place's own time zone, with that zone named.
 */
export function renderShipmentMessage(input: ShipmentMessageInput): RenderedMessage {
  const texts = MESSAGE_TEXTS[input.language];
  const { event, shipment } = input;
  const code = shipment.code || shipment.reference;
  const milestone = texts.milestones[event.milestone];
  const place = shipment.placeOf(event.milestone);
  const when = (iso: string) => zonedTime(iso, place, input.language);
  const [subject, lines] = subjectAndLines(input, code, milestone, when);
  const facts = [
    shipment.reference ? `${texts.reference}: ${shipment.reference}` : '',
    `${texts.route}: ${shipment.origin || '—'} → ${shipment.destination || '—'}`,
  ].filter(Boolean);
  const footer: MessageFooter = {
    why: texts.why(input.companyName),
    unsubscribe: texts.unsubscribe,
    unsubscribeUrl: input.unsubscribeUrl,
  };
  const text = [
    texts.hello(input.recipientName),
    '',
    ...lines,
    '',
    ...facts,
    ...(input.trackingUrl ? ['', `${texts.trackIt}: ${input.trackingUrl}`] : []),
    ...textFooter(footer),
  ].join('\n');
  const html = htmlMessage({
    language: input.language,
    subject,
    greeting: texts.hello(input.recipientName),
    footer,
    body: [
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      `<p style="color:#4a5360">${facts.map(escapeHtml).join('<br>')}</p>`,
      input.trackingUrl
        ? `<p><a href="${escapeHtml(input.trackingUrl)}" style="color:#1864ab;font-weight:bold">${escapeHtml(texts.trackIt)}</a></p>`
        : '',
    ],
  });
  return { subject, text, html };
}

function subjectAndLines(
  input: ShipmentMessageInput,
  code: string,
  milestone: string,
  when: (iso: string) => string,
): [string, string[]] {
  const texts = MESSAGE_TEXTS[input.language];
  const { event } = input;
  if (event.kind === 'milestone')
    return [
      texts.eventSubject[event.event](code),
      [
        texts.event[event.event](code, input.shipment.placeOf(event.milestone)),
        `${milestone}: ${when(event.actualAt)}`,
      ],
    ];
  if (event.kind === 'estimate')
    return [
      texts.estimateSubject(code, milestone),
      [texts.estimateMoved(milestone, when(event.from), when(event.to))],
    ];
  const arrival = when(event.arrivalAt);
  return [
    texts.arrivalNoticeSubject(code),
    [
      texts.arrivalNotice(code, event.documentName),
      ...(arrival ? [`${milestone}: ${arrival}`] : []),
    ],
  ];
}

/** "vie 20 nov 2026, 02:19 (Amsterdam, UTC+1)": the time where it happens, its zone named. */
export function zonedTime(iso: string, place: string, language: MessageLanguage): string {
  const zone = locationTimeZone(place);
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const time = new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: zone.zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  const offset =
    new Intl.DateTimeFormat('en-GB', { timeZone: zone.zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')
      ?.value.replace('GMT', 'UTC') ?? 'UTC';
  const utc = offset === 'UTC' ? 'UTC+0' : offset.replace('-', '−');
  const city = (zone.zone.split('/').at(-1) ?? zone.zone).replace(/_/g, ' ');
  return `${time} (${zone.isKnown ? `${city}, ${utc}` : utc})`;
}
