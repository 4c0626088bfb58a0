import { Badge, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useShipmentInvoices } from './billing-context.ts';
import { labelledChoices, plainChoices } from './choice-data.ts';
import { normalizeFlow } from './cost-flow.ts';
import { CostTotalsTable } from './cost-totals-table.tsx';
import { FormSection } from './form-section.tsx';
import { newItemId } from './form-values.ts';
import type { ItemField } from './item-field-input.tsx';
import { CURRENCY_OPTIONS, FLOW_OPTIONS } from './shipment-form-options.ts';
import { SubListEditor } from './sub-list-editor.tsx';
import { useSubListTexts } from './use-sub-list-texts.ts';

/**
 * Cost control rows (what is billed and what is paid) with totals per currency; an income row a
 * live invoice bills says which (issue 39).
 */
export function CostsSection() {
  const { t } = useTranslation();
  const billed = useShipmentInvoices().query.data?.rowInvoices;
  const invoiceBadge = (item: { id: string; flow?: unknown }) => {
    const code = normalizeFlow(String(item.flow ?? '')) === 'income' && billed?.get(item.id);
    if (!code) return null;
    return (
      <Badge variant="light" color="teal" size="sm" tt="none">
        {t('shipmentEditor.billing.rowInvoiced', { code })}
      </Badge>
    );
  };
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
          itemBadge={invoiceBadge}
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
