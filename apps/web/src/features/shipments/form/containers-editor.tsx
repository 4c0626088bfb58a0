import { useTranslation } from 'react-i18next';
import { newItemId } from './form-values.ts';
import type { ItemField } from './item-field-input.tsx';
import { SubListEditor } from './sub-list-editor.tsx';
import { useContainerTypeChoices } from './use-container-type-choices.ts';
import { useSubListTexts } from './use-sub-list-texts.ts';

/** Ocean FCL containers: number (ISO 6346 check), size-type code, seal and cargo figures. */
export function ContainersEditor() {
  const { t } = useTranslation();
  const types = useContainerTypeChoices();
  const fields: ItemField[] = [
    {
      key: 'number',
      kind: 'text',
      upperCase: true,
      label: t('shipmentForm.containers.number'),
      description: t('shipmentForm.help.containerNumber'),
    },
    { key: 'type', kind: 'select', choices: types, label: t('shipmentForm.containers.type') },
    { key: 'seal', kind: 'text', upperCase: true, label: t('shipmentForm.containers.seal') },
    { key: 'weightKg', kind: 'number', label: t('shipmentForm.containers.weightKg') },
    { key: 'volumeM3', kind: 'number', label: t('shipmentForm.containers.volumeM3') },
    { key: 'packages', kind: 'number', label: t('shipmentForm.containers.packages') },
  ];
  return (
    <SubListEditor
      field="containersList"
      texts={useSubListTexts('containers')}
      fields={fields}
      newItem={() => ({ id: newItemId(), number: '', type: '', seal: '' })}
    />
  );
}
