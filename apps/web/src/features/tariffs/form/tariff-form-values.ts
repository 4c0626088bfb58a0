import type { TariffDraft, TariffIssue, TariffIssueCode } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';
import { serverFieldText, serverMessageText } from '#i18n/server-errors.ts';

export type TariffFormErrors = Partial<Record<keyof TariffDraft | 'company', string>>;

/** The first issue of each field, as `code`s for the catalogue (`tariffRules.issues.<code>`). */
export function issuesByField(
  issues: readonly TariffIssue[],
): Map<keyof TariffDraft, TariffIssueCode> {
  const byField = new Map<keyof TariffDraft, TariffIssueCode>();
  for (const issue of issues) if (!byField.has(issue.field)) byField.set(issue.field, issue.code);
  return byField;
}

/** The catalogue key of an issue: a place code on an air line asks for an IATA code. */
export function issueMessageKey(
  code: TariffIssueCode,
  mode: string,
): TariffIssueCode | 'locationCodeAir' {
  return code === 'locationCode' && mode === 'AIR' ? 'locationCodeAir' : code;
}

/**
 * The field messages of a server refusal (400 with `data.{field}.message`), or null when the
 * error is something else (then the caller shows a toast and keeps the form open).
 */
export function serverFieldErrors(error: unknown): TariffFormErrors | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null;
  const data = (error.response as { data?: Record<string, { message?: string }> }).data ?? {};
  const entries = Object.entries(data).map(([field, detail]) => [
    field,
    serverFieldText(detail) || serverMessageText(error.message),
  ]);
  return entries.length > 0 ? (Object.fromEntries(entries) as TariffFormErrors) : null;
}
