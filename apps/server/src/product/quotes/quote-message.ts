import { escapeHtml } from '../../core/mail/escape-html.ts';
import { htmlMessage, textFooter } from '../messages/message-frame.ts';
import type { RenderedMessage } from '../messages/render-shipment-message.ts';

type Language = 'es' | 'en';

/** What the e-mail of a sent quote says of it. */
export type QuoteMessageInput = {
  language: Language;
  recipientName: string;
  companyName: string;
  code: string;
  version: number;
  origin: string;
  destination: string;
  /** The last day it holds (`YYYY-MM-DD`). */
  validUntil: string;
  optionCount: number;
  documentName: string;
};

const TEXTS = {
  es: {
    hello: (name: string) => (name ? `Hola, ${name}:` : 'Hola:'),
    subject: (code: string, company: string, version: number) =>
      `Cotización ${code}${version > 1 ? ` (versión ${version})` : ''} de ${company}`,
    intro: (company: string, from: string, to: string) =>
      `${company} te envía su cotización para la ruta ${from} → ${to}.`,
    options: (n: number) =>
      n > 1 ? `Incluye ${n} opciones para que elijas la que mejor te convenga.` : '',
    valid: (day: string) => `Es válida hasta el ${day}.`,
    attached: (name: string) => `La encontrarás adjunta en PDF (${name}).`,
    reply: 'Para aceptarla o pedir un cambio, responde a este correo.',
    why: (company: string) =>
      `Recibes este correo porque ${company} preparó esta cotización para ti.`,
    locale: 'es-MX',
  },
  en: {
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    subject: (code: string, company: string, version: number) =>
      `Quote ${code}${version > 1 ? ` (version ${version})` : ''} from ${company}`,
    intro: (company: string, from: string, to: string) =>
      `${company} sends you its quote for ${from} → ${to}.`,
    options: (n: number) => (n > 1 ? `It offers ${n} options for you to choose from.` : ''),
    valid: (day: string) => `It is valid until ${day}.`,
    attached: (name: string) => `You will find it attached as a PDF (${name}).`,
    reply: 'To accept it or ask for a change, reply to this e-mail.',
    why: (company: string) =>
      `You receive this e-mail because ${company} prepared this quote for you.`,
    locale: 'en-US',
  },
} as const;

/**
 * The e-mail that carries a quote to one of the client's contacts (issue 38), in their language:
 * the lane, how many options, until when it holds, the PDF attached, and how to answer. A person
 * sends it by hand, so it has no unsubscribe link.
 */
export function renderQuoteMessage(input: QuoteMessageInput): RenderedMessage {
  const t = TEXTS[input.language];
  const subject = t.subject(input.code, input.companyName, input.version);
  const day = calendarDay(input.validUntil, t.locale);
  const paragraphs = [
    t.intro(input.companyName, input.origin || '—', input.destination || '—'),
    t.options(input.optionCount),
    day ? t.valid(day) : '',
    t.attached(input.documentName),
    t.reply,
  ].filter(Boolean);
  const footer = { why: t.why(input.companyName) };
  return {
    subject,
    text: [t.hello(input.recipientName), '', ...paragraphs, ...textFooter(footer)].join('\n'),
    html: htmlMessage({
      language: input.language,
      subject,
      greeting: t.hello(input.recipientName),
      body: paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`),
      footer,
    }),
  };
}

/** A calendar day as people write it (`31 de diciembre de 2026`, `December 31, 2026`). */
function calendarDay(day: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
