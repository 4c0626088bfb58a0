import {
  INCOTERMS_2020,
  MILESTONE_LABELS,
  isMilestoneKey,
  type ShipmentWarning,
} from '@rumbo/domain';
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

// Warnings whose words take nothing from the value.
const PLAIN_CODES: Readonly<Record<string, string>> = {
  container_format: 'containerFormat',
  awb_format: 'awbFormat',
  uld_format: 'uldFormat',
  hs_code_format: 'hsCodeFormat',
  date_invalid: 'dateInvalid',
  actual_in_future: 'actualInFuture',
};

const SEA_ONLY = /^(\S+) is for sea transport; use \S+ for (air|land) shipments$/;
const BEFORE = /^should not be before (.+) \((.+)\)$/;

/**
 * What the form says for a warning: the catalogue's words for its code (docs/decisions/058),
 * so that a person who chose a language reads it in that language; a code the catalogue does
 * not know yet shows the validator's sentence.
 */
export function warningText(t: TFunction, warning: ShipmentWarning): string {
  const said = catalogueWords(t, warning);
  return said ?? warning.message;
}

function catalogueWords(t: TFunction, { code, expected, message }: ShipmentWarning) {
  const say = (key: string, values?: Record<string, string>) =>
    t(`shipmentForm.warnings.${key}` as 'shipmentForm.warnings.title', values);
  if (/check_digit/.test(code)) return expected ? say('checkDigit', { expected }) : null;
  const plain = PLAIN_CODES[code];
  if (plain) return say(plain);
  if (code === 'container_type_format')
    return expected ? say('containerTypeExpected', { expected }) : say('containerTypeFormat');
  if (code === 'incoterm_invalid')
    return say('incotermInvalid', { rules: INCOTERMS_2020.map((rule) => rule.code).join(', ') });
  // The two warnings below name a value the warning carries only in its sentence.
  if (code === 'incoterm_sea_only') {
    const [, rule, mode] = SEA_ONLY.exec(message) ?? [];
    return rule && mode && expected ? say(`incotermSeaOnly.${mode}`, { rule, expected }) : null;
  }
  if (code === 'milestone_order') {
    const [, label, time] = BEFORE.exec(message) ?? [];
    const key = Object.entries(MILESTONE_LABELS).find(([, text]) => text === label)?.[0];
    if (!key || !isMilestoneKey(key) || !time) return null;
    return say('milestoneOrder', { milestone: t(`milestones.${key}`), time });
  }
  return null;
}
