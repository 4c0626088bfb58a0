import { CONTAINER_TYPE_CODES } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

/**
 * ISO 6346 size-type choices labelled as the shipment form labels them, e.g.
 * `45G1 · 40′ high cube dry`, plus the current value when it is not among them.
 */
export function useContainerTypeChoices(current: string): { value: string; label: string }[] {
  const { t } = useTranslation();
  const names = t('shipmentForm.options.containerTypes', { returnObjects: true }) as Record<
    string,
    string
  >;
  const choices: { value: string; label: string }[] = CONTAINER_TYPE_CODES.map((code) => ({
    value: code,
    label: names[code] ? `${code} · ${names[code]}` : code,
  }));
  if (current && !choices.some((choice) => choice.value === current))
    choices.push({ value: current, label: current });
  return choices;
}
