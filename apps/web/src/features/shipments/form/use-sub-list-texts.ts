import { useTranslation } from 'react-i18next';
import type { SubListTexts } from './sub-list-editor.tsx';

type ListGroup = 'containers' | 'lclItems' | 'ulds' | 'looseItems' | 'costs' | 'itinerary';
type TitledGroup = Exclude<ListGroup, 'costs' | 'itinerary'>;

function hasTitle(group: ListGroup): group is TitledGroup {
  return group !== 'costs' && group !== 'itinerary';
}

/** A sub-list's texts from its catalogue group (`shipmentForm.containers` …). */
export function useSubListTexts(group: ListGroup): SubListTexts {
  const { t } = useTranslation();
  return {
    title: hasTitle(group) ? t(`shipmentForm.${group}.title`) : undefined,
    item: (number) => t(`shipmentForm.${group}.item`, { number }),
    remove: (number) => t(`shipmentForm.${group}.remove`, { number }),
    add: t(`shipmentForm.${group}.add`),
    empty: t(`shipmentForm.${group}.empty`),
  };
}
