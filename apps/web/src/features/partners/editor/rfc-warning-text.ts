import type { PartnerRfcWarning, PartnerType } from '@rumbo/domain';
import type { TFunction } from 'i18next';

/** The words of an RFC warning; `typeLabel` names the partner's type ('' when unknown). */
export function rfcWarningText(
  t: TFunction,
  warning: PartnerRfcWarning,
  typeLabel: string,
): string {
  return t(`partners.form.rfcWarnings.${warning.code}`, {
    type: typeLabel,
    expectedLength: warning.code === 'rfc_length' ? warning.expectedLength : 0,
    expectedDigit: warning.code === 'rfc_check_digit' ? warning.expectedDigit : '',
  });
}

/** How an RFC warning names a partner's type ('persona física'); '' when it has none. */
export function rfcTypeLabel(t: TFunction, tipo: PartnerType | '' | null): string {
  return tipo ? t(`partners.typeHints.${tipo}`).toLowerCase() : '';
}
