import { useTranslation } from 'react-i18next';
import { labelledChoices } from './choice-data.ts';
import { newItemId } from './form-values.ts';
import type { ItemField } from './item-field-input.tsx';
import { ULD_TYPE_CODES } from './shipment-form-options.ts';
import { SubListEditor } from './sub-list-editor.tsx';
import { useSubListTexts } from './use-sub-list-texts.ts';

/** Air unit load devices: ULD id, type, pieces, weight and volume. */
export function UldsEditor() {
  const { t } = useTranslation();
  const names = t('shipmentForm.options.uldTypes', { returnObjects: true });
  const fields: ItemField[] = [
    { key: 'uldNumber', kind: 'text', upperCase: true, label: t('shipmentForm.ulds.uldNumber') },
    {
      key: 'type',
      kind: 'select',
      choices: labelledChoices(ULD_TYPE_CODES, names),
      label: t('shipmentForm.ulds.type'),
    },
    { key: 'pieces', kind: 'number', label: t('shipmentForm.ulds.pieces') },
    { key: 'weightKg', kind: 'number', label: t('shipmentForm.ulds.weightKg') },
    { key: 'volumeM3', kind: 'number', label: t('shipmentForm.ulds.volumeM3') },
  ];
  return (
    <SubListEditor
      field="uldsList"
      texts={useSubListTexts('ulds')}
      fields={fields}
      newItem={() => ({ id: newItemId(), uldNumber: '', type: '' })}
    />
  );
}
