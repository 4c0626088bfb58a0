import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labelledChoices, plainChoices } from './choice-data.ts';
import { normalizeFlow } from './cost-flow.ts';
import { CostTotalsTable } from './cost-totals-table.tsx';
import { FormSection } from './form-section.tsx';
import { newItemId } from './form-values.ts';
import type { ItemField } from './item-field-input.tsx';
import { CURRENCY_OPTIONS, FLOW_OPTIONS } from './shipment-form-options.ts';
import { SubListEditor } from './sub-list-editor.tsx';
import { useSubListTexts } from './use-sub-list-texts.ts';

/** Cost control rows (what is billed and what is paid) with totals per currency. */
export function CostsSection() {
  const { t } = useTranslation();
  const flows = t('shipmentForm.options.flows', { returnObjects: true });
  const fields: ItemField[] = [
    { key: 'concept', kind: 'text', label: t('shipmentForm.costs.concept') },
    { key: 'code', kind: 'text', upperCase: true, label: t('shipmentForm.costs.code') },
    {
      key: 'currency',
      kind: 'select',
      choices: plainChoices(CURRENCY_OPTIONS),
      label: t('shipmentForm.costs.currency'),
    },
    { key: 'amount', kind: 'number', label: t('shipmentForm.costs.amount') },
    {
      key: 'flow',
      kind: 'select',
      choices: labelledChoices(FLOW_OPTIONS, flows),
      normalize: normalizeFlow,
      label: t('shipmentForm.costs.flow'),
    },
  ];
  return (
    <FormSection sectionKey="costs">
      <Stack gap="md">
        <SubListEditor
          field="costControlRows"
          texts={useSubListTexts('costs')}
          fields={fields}
          newItem={() => ({
            id: newItemId(),
            concept: '',
            code: '',
            currency: 'MXN',
            flow: 'cost',
          })}
        />
        <CostTotalsTable />
      </Stack>
    </FormSection>
  );
}
