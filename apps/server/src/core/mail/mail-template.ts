import type { EmailTemplate } from '../settings/settings-defaults.ts';
import { escapeHtml } from './escape-html.ts';

export type TemplateValues = { appName: string; appUrl: string; token: string };
export type RenderedMail = { subject: string; html: string; actionUrl: string };

/**
 * Fills a settings mail template (reference §5.6: `{APP_NAME}`, `{APP_URL}`, `{TOKEN}`,
 * `{ACTION_URL}`). The template itself is the operator's HTML and is kept as written; the values
 * put into it are escaped, so an app name such as `Rumbo & Co <MX>` cannot break the markup.
 */
export function renderMailTemplate(template: EmailTemplate, values: TemplateValues): RenderedMail {
  const actionUrl = fillPlaceholders(template.actionUrl, {
    '{APP_NAME}': encodeURIComponent(values.appName),
    '{APP_URL}': trimTrailingSlash(values.appUrl),
    '{TOKEN}': values.token,
  });
  const html = fillPlaceholders(template.body, {
    '{APP_NAME}': escapeHtml(values.appName),
    '{APP_URL}': escapeHtml(values.appUrl),
    '{TOKEN}': escapeHtml(values.token),
    '{ACTION_URL}': escapeHtml(actionUrl),
  });
  // The subject is a plain-text header: nothing to escape.
  const subject = fillPlaceholders(template.subject, {
    '{APP_NAME}': values.appName,
    '{APP_URL}': values.appUrl,
  });
  return { subject, html: wrapInLayout(html), actionUrl };
}

/** One pass over the text, so a value that itself contains a placeholder is never expanded. */
function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(
    /\{(APP_NAME|APP_URL|TOKEN|ACTION_URL)\}/g,
    (match) => values[match] ?? match,
  );
}

function trimTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** A minimal document around the template body, as PocketBase wraps its mails in a layout. */
export function wrapInLayout(body: string): string {
  return `<!DOCTYPE html>\n<html><head><meta charset="utf-8"></head><body>\n${body}\n</body></html>`;
}
