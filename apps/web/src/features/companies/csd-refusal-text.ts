import type { TFunction } from 'i18next';
import type { CsdRefusal } from '#data/companies/upload-csd.ts';
import { serverFieldText } from '#i18n/server-errors.ts';

// The server's refusals of a CSD (issue 39), in the person's language: known by their code
// (`validation_csd_{reason}`), the certificate's dates and RFCs read from the message it sent.

const KEYS = {
  validation_csd_certificate_unreadable: 'certificateUnreadable',
  validation_csd_not_a_seal_certificate: 'notASealCertificate',
  validation_csd_expired: 'expired',
  validation_csd_not_yet_valid: 'notYetValid',
  validation_csd_key_unreadable: 'keyUnreadable',
  validation_csd_key_mismatch: 'keyMismatch',
  validation_csd_stored_key_unreadable: 'storedKeyUnreadable',
  validation_csd_wrong_password: 'wrongPassword',
  validation_csd_rfc: 'rfcMismatch',
} as const;

type RefusalKey = (typeof KEYS)[keyof typeof KEYS];

// The messages of the billing contract, for a server that sends no code.
const MESSAGES: readonly (readonly [RegExp, RefusalKey])[] = [
  [/not a readable certificate/i, 'certificateUnreadable'],
  [/not a readable private key/i, 'keyUnreadable'],
  [/password does not open/i, 'wrongPassword'],
  [/key does not belong to this certificate/i, 'keyMismatch'],
  [/certificate expired on/i, 'expired'],
  [/certificate['’]s RFC/i, 'rfcMismatch'],
];

/** What the refusal says, at its field; `formatDay` writes a date the message names. */
export function csdRefusalText(
  t: TFunction,
  refusal: CsdRefusal,
  formatDay: (iso: string) => string,
): string {
  const key =
    KEYS[refusal.code as keyof typeof KEYS] ??
    MESSAGES.find(([pattern]) => pattern.test(refusal.message))?.[1];
  if (!key) return serverFieldText(refusal) || refusal.message;
  const day = /\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+Z?)?/.exec(refusal.message)?.[0];
  const rfcs = /RFC (\S+) is not the company['’]s (\S+?)\.?$/.exec(refusal.message);
  if (key === 'expired' || key === 'notYetValid')
    return day
      ? t(`companies.csd.refusals.${key}`, { date: formatDay(day) })
      : t(`companies.csd.refusals.${key}Undated`);
  if (key === 'rfcMismatch')
    return rfcs
      ? t('companies.csd.refusals.rfcMismatch', {
          certificateRfc: rfcs[1] ?? '',
          companyRfc: rfcs[2] ?? '',
        })
      : t('companies.csd.refusals.rfcMismatchUnnamed');
  return t(`companies.csd.refusals.${key}`);
}
