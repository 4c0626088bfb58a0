import type { TFunction } from 'i18next';
import { ClientResponseError } from 'pocketbase';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { serverErrorText, serverFieldText } from '#i18n/server-errors.ts';

/** Why an action on an invoice or payment failed: offline, field by field, or as a whole. */
export type ActionRefusal = { fields: Record<string, string>; message: string };

/** Reads a failed action: each nested field error at its dotted path, else the message. */
export function actionRefusal(t: TFunction, error: unknown): ActionRefusal {
  if (isServerUnreachable(error)) return { fields: {}, message: t('invoiceActions.offline') };
  const fields: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null) return;
    const { code, message } = value as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') {
      fields[path] = serverFieldText(value);
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  if (error instanceof ClientResponseError) walk(error.response?.data, '');
  return { fields, message: serverErrorText(error) };
}

/** The refusal's words not shown at a field of the dialog. */
export function otherProblems(refusal: ActionRefusal | null, shown: readonly string[]): string {
  if (!refusal) return '';
  const others = Object.entries(refusal.fields).filter(([field]) => !shown.includes(field));
  if (others.length > 0) return others.map(([, said]) => said).join(' ');
  return Object.keys(refusal.fields).length > 0 ? '' : refusal.message;
}
