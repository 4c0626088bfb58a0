import type { ShipmentWarning } from '@rumbo/domain';
import type { TFunction } from 'i18next';

/**
 * A warning's field as a dotted path: `containersList[0].number` and `containersList.0.number`
 * name the same field.
 */
export function warningPath(field: string): string {
  return field.replace(/\[(\d+)\]/g, '.$1');
}

/** The first warning of each field path. */
export function indexWarnings(
  warnings: readonly ShipmentWarning[],
): ReadonlyMap<string, ShipmentWarning> {
  const byPath = new Map<string, ShipmentWarning>();
  for (const warning of warnings) {
    const path = warningPath(warning.field);
    if (!byPath.has(path)) byPath.set(path, warning);
  }
  return byPath;
}

/** What the form says for a warning: the check-digit hint in the catalogue's words, else the validator's sentence. */
export function warningText(t: TFunction, warning: ShipmentWarning): string {
  const isCheckDigit = /check_digit/.test(warning.code);
  if (isCheckDigit && warning.expected)
    return t('shipmentForm.warnings.checkDigit', { expected: warning.expected });
  return warning.message;
}
