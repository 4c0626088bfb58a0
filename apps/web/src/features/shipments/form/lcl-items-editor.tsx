import { useTranslation } from 'react-i18next';
import { newItemId } from './form-values.ts';
import type { ItemField } from './item-field-input.tsx';
import { SubListEditor } from './sub-list-editor.tsx';
import { useSubListTexts } from './use-sub-list-texts.ts';

/** Ocean LCL cargo lines: what, how many packages, weight and volume. */
export function LclItemsEditor() {
  const { t } = useTranslation();
  const fields: ItemField[] = [
    { key: 'description', kind: 'text', label: t('shipmentForm.lclItems.description') },
    { key: 'packages', kind: 'number', label: t('shipmentForm.lclItems.packages') },
    { key: 'weightKg', kind: 'number', label: t('shipmentForm.lclItems.weightKg') },
    { key: 'volumeM3', kind: 'number', label: t('shipmentForm.lclItems.volumeM3') },
  ];
  return (
    <SubListEditor
      field="lclItems"
      texts={useSubListTexts('lclItems')}
      fields={fields}
      newItem={() => ({ id: newItemId(), description: '' })}
    />
  );
}
