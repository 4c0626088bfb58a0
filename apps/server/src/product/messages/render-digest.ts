import { BUSINESS_TIME_ZONE, type DigestSection, type NotificationPriority } from '@rumbo/domain';
import { escapeHtml } from '../../core/mail/escape-html.ts';
import { htmlMessage, textFooter, type MessageFooter } from './message-frame.ts';
import { MESSAGE_TEXTS, type MessageLanguage } from './message-texts.ts';
import type { RenderedMessage } from './render-shipment-message.ts';

/** Items listed in one digest; the rest are counted with a link to the notifications page. */
export const DIGEST_MAX_ITEMS = 100;

const TEXTS = {
  es: {
    subject: (count: number, company: string) =>
      `Resumen diario: ${count} ${count === 1 ? 'hito vencido' : 'hitos vencidos'} en ${company}`,
    hello: (name: string) => (name ? `Buenos días, ${name}:` : 'Buenos días:'),
    intro: 'A estos hitos ya se les venció el plazo y aún no tienen su fecha real:',
    due: 'vencido desde',
    more: (count: number) => `y ${count} más en la página de notificaciones`,
    all: 'Ver todas las notificaciones',
    why: (company: string) =>
      `Recibes este resumen cada día hábil a las 8:00 como integrante de ${company}. Puedes desactivarlo en Mi perfil.`,
    unsubscribe: 'Dejar de recibir el resumen diario',
    priorities: { urgent: 'Urgente', high: 'Alta', normal: 'Normal', low: 'Baja' },
    locale: 'es-MX',
  },
  en: {
    subject: (count: number, company: string) =>
      `Daily digest: ${count} overdue ${count === 1 ? 'milestone' : 'milestones'} at ${company}`,
    hello: (name: string) => (name ? `Good morning ${name},` : 'Good morning,'),
    intro: 'These milestones are past due and still have no actual date:',
    due: 'due since',
    more: (count: number) => `and ${count} more on the notifications page`,
    all: 'See all notifications',
    why: (company: string) =>
      `You receive this digest every working day at 8:00 as a member of ${company}. You can turn it off in My profile.`,
    unsubscribe: 'Stop receiving the daily digest',
    priorities: { urgent: 'Urgent', high: 'High', normal: 'Normal', low: 'Low' },
    locale: 'en-US',
  },
} satisfies Record<
  MessageLanguage,
  { priorities: Record<NotificationPriority, string>; [key: string]: unknown }
>;

export type DigestInput = {
  language: MessageLanguage;
  recipientName: string;
  companyName: string;
  sections: DigestSection[];
  appUrl: string;
  unsubscribeUrl: string;
};

/**
 * A colleague's daily digest (issue 37): the company's overdue milestones by priority, each with
 * a link that opens the shipment on that milestone; times in business time (UTC−6), as the
 * dashboard shows them. At most {@link DIGEST_MAX_ITEMS} are listed, the rest counted.
 */
export function renderDigest(input: DigestInput): RenderedMessage {
  const texts = TEXTS[input.language];
  const milestones = MESSAGE_TEXTS[input.language].milestones;
  const base = input.appUrl.replace(/\/+$/, '');
  const total = input.sections.reduce((sum, section) => sum + section.items.length, 0);
  const date = new Intl.DateTimeFormat(texts.locale, {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  let room = DIGEST_MAX_ITEMS;
  const shown = input.sections
    .map((section) => {
      const items = section.items.slice(0, Math.max(0, room));
      room -= items.length;
      return {
        title: `${texts.priorities[section.priority]} (${section.items.length})`,
        lines: items.map((item) => ({
          label: [item.code || item.shipmentId, item.reference].filter(Boolean).join(' · '),
          detail: `${milestones[item.milestone] ?? item.milestone}, ${texts.due} ${date.format(Date.parse(item.dueAt))}`,
          url: `${base}/dashboard/shipments/${item.mode}?open=${encodeURIComponent(item.shipmentId)}&milestone=${encodeURIComponent(item.milestone)}`,
        })),
      };
    })
    .filter((section) => section.lines.length > 0);
  const hidden = total - (DIGEST_MAX_ITEMS - Math.max(0, room));
  const notificationsUrl = `${base}/dashboard/notifications`;
  const subject = texts.subject(total, input.companyName);
  const footer: MessageFooter = {
    why: texts.why(input.companyName),
    unsubscribe: texts.unsubscribe,
    unsubscribeUrl: input.unsubscribeUrl,
  };
  const text = [
    texts.hello(input.recipientName),
    '',
    texts.intro,
    ...shown.flatMap((section) => [
      '',
      section.title,
      ...section.lines.map((line) => `- ${line.label}: ${line.detail}\n  ${line.url}`),
    ]),
    ...(hidden > 0 ? ['', `${texts.more(hidden)}: ${notificationsUrl}`] : []),
    '',
    `${texts.all}: ${notificationsUrl}`,
    ...textFooter(footer),
  ].join('\n');
  const html = htmlMessage({
    language: input.language,
    subject,
    greeting: texts.hello(input.recipientName),
    footer,
    body: [
      `<p>${escapeHtml(texts.intro)}</p>`,
      ...shown.flatMap((section) => [
        `<h2 style="font-size:16px;margin:16px 0 4px">${escapeHtml(section.title)}</h2>`,
        '<ul style="margin:0;padding-left:20px">',
        ...section.lines.map(
          (line) =>
            `<li><a href="${escapeHtml(line.url)}" style="color:#1864ab;font-weight:bold">${escapeHtml(line.label)}</a>: ${escapeHtml(line.detail)}</li>`,
        ),
        '</ul>',
      ]),
      hidden > 0 ? `<p>${escapeHtml(texts.more(hidden))}</p>` : '',
      `<p><a href="${escapeHtml(notificationsUrl)}" style="color:#1864ab">${escapeHtml(texts.all)}</a></p>`,
    ],
  });
  return { subject, text, html };
}
