import { escapeHtml } from '../../core/mail/escape-html.ts';

/**
 * Why the recipient gets the message and how to stop it: the end of every message. A message a
 * person sends by hand (a quote) has nothing to stop: no unsubscribe address then.
 */
export type MessageFooter = { why: string; unsubscribe?: string; unsubscribeUrl?: string };

/** The plain-text part's end: a signature separator, why, and the unsubscribe address. */
export function textFooter(footer: MessageFooter): string[] {
  const stop = footer.unsubscribeUrl ? [`${footer.unsubscribe}: ${footer.unsubscribeUrl}`] : [];
  return ['', '--', footer.why, ...stop];
}

/**
 * The HTML part around a message's own paragraphs (already HTML): the document, the greeting,
 * and the footer, styled inline as mail clients need.
 */
export function htmlMessage(input: {
  language: string;
  subject: string;
  greeting: string;
  body: string[];
  footer: MessageFooter;
}): string {
  const { footer } = input;
  return [
    `<!DOCTYPE html><html lang="${input.language}"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1d21;line-height:1.5">',
    `<p>${escapeHtml(input.greeting)}</p>`,
    ...input.body.filter(Boolean),
    '<hr style="border:none;border-top:1px solid #d5dbe3">',
    footer.unsubscribeUrl
      ? `<p style="color:#4a5360;font-size:12px">${escapeHtml(footer.why)}<br><a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#4a5360">${escapeHtml(footer.unsubscribe ?? '')}</a></p>`
      : `<p style="color:#4a5360;font-size:12px">${escapeHtml(footer.why)}</p>`,
    '</body></html>',
  ].join('\n');
}
