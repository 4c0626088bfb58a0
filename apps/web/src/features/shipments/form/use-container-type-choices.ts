import { CONTAINER_TYPE_CODES } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { labelledChoices, type Choice } from './choice-data.ts';

/** ISO 6346 size-type choices, e.g. `45G1 · 40′ high cube dry`. */
export function useContainerTypeChoices(): Choice[] {
  const { t } = useTranslation();
  const names = t('shipmentForm.options.containerTypes', { returnObjects: true });
  const labels = Object.fromEntries(
    CONTAINER_TYPE_CODES.map((code) => [code, `${code} · ${names[code]}`]),
  );
  return labelledChoices(CONTAINER_TYPE_CODES, labels);
}
