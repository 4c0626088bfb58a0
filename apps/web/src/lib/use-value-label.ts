import { useTranslation } from 'react-i18next';

/** Groups of stored values the catalogue names (`shipmentForm.options.<group>`). */
export type ValueGroup =
  'statuses' | 'financialStatuses' | 'priorities' | 'freightTerms' | 'directions';

/**
 * Names a stored value in the app's language (issue 20): records keep the English words the
 * lists filter by ('In progress'); the screen says them in the chosen language. A value the
 * catalogue does not know (an older record, another team's word) is shown as stored.
 */
export function useValueLabel(): (group: ValueGroup, value: string) => string {
  const { t, i18n } = useTranslation();
  // Keys built from data: looked up untyped, after `exists` said the catalogue has them.
  const translate = t as unknown as (key: string) => string;
  return (group, value) => {
    const key = `shipmentForm.options.${group}.${value}`;
    return value && i18n.exists(key) ? translate(key) : value;
  };
}
