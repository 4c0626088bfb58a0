import { useTranslation } from 'react-i18next';
import { newItemId } from './form-values.ts';
import type { ItemField } from './item-field-input.tsx';
import { SubListEditor } from './sub-list-editor.tsx';
import { useSubListTexts } from './use-sub-list-texts.ts';

/** Air loose cargo: pieces with their dimensions, which drive the volume weight. */
export function LooseItemsEditor() {
  const { t } = useTranslation();
  const number = (key: 'pieces' | 'lengthCm' | 'widthCm' | 'heightCm' | 'weightKg'): ItemField => ({
    key,
    kind: 'number',
    label: t(`shipmentForm.looseItems.${key}`),
  });
  const fields: ItemField[] = [
    { key: 'description', kind: 'text', label: t('shipmentForm.looseItems.description') },
    number('pieces'),
    number('lengthCm'),
    number('widthCm'),
    number('heightCm'),
    number('weightKg'),
  ];
  return (
    <SubListEditor
      field="looseItems"
      texts={useSubListTexts('looseItems')}
      fields={fields}
      newItem={() => ({ id: newItemId(), description: '' })}
    />
  );
}
