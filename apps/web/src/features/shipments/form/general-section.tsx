import { TextInput } from '@mantine/core';
import { SHIPMENT_STATUS_FIELDS } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { BoundSelect } from './bound-choice-fields.tsx';
import { BoundTextarea, BoundTextInput } from './bound-text-fields.tsx';
import { labelledChoices, type Choice } from './choice-data.ts';
import { FieldGrid } from './field-grid.tsx';
import { FormSection } from './form-section.tsx';
import { textOf } from './form-values.ts';
import { useFieldValue, useShipmentForm } from './shipment-form-context.ts';
import {
  DIRECTION_OPTIONS,
  FINANCIAL_STATUS_OPTIONS,
  FREIGHT_TERMS_OPTIONS,
  incotermChoices,
  PRIORITY_OPTIONS,
  STATUS_OPTIONS,
} from './shipment-form-options.ts';

type LabelGroup = 'priorities' | 'freightTerms' | 'directions' | 'statuses' | 'financialStatuses';

/** Code, references and the shipment's commercial terms and state. */
export function GeneralSection() {
  const { t } = useTranslation();
  const { mode } = useShipmentForm();
  const code = textOf(useFieldValue('shipmentCode'));
  const translated = (values: readonly string[], group: LabelGroup): Choice[] =>
    labelledChoices(values, t(`shipmentForm.options.${group}`, { returnObjects: true }));
  return (
    <FormSection sectionKey="general">
      <FieldGrid wide>
        <TextInput
          label={t('shipmentForm.fields.shipmentCode')}
          value={code}
          placeholder={t('shipmentForm.help.codePending')}
          description={code ? undefined : t('shipmentForm.help.shipmentCode')}
          variant="filled"
          readOnly
        />
        <BoundTextInput field={mode === 'air' ? 'reference' : 'ref'} labelKey="reference" />
        <BoundTextInput field="bookingRef" />
        {mode === 'ocean' && <BoundTextInput field="blNumber" />}
        {mode === 'ocean' && <BoundTextInput field="hblNumber" />}
        {mode === 'air' && <BoundTextInput field="awb" description={t('shipmentForm.help.awb')} />}
        {mode === 'air' && (
          <BoundTextInput field="hawb" description={t('shipmentForm.help.hawb')} />
        )}
        <BoundSelect
          field={SHIPMENT_STATUS_FIELDS[mode]}
          labelKey="status"
          choices={translated(STATUS_OPTIONS[mode], 'statuses')}
        />
        <BoundSelect
          field="financialStatus"
          choices={translated(FINANCIAL_STATUS_OPTIONS, 'financialStatuses')}
          clearable
        />
        <BoundSelect
          field="priority"
          choices={translated(PRIORITY_OPTIONS, 'priorities')}
          clearable
        />
        <BoundSelect
          field="incoterm"
          choices={incotermChoices(mode)}
          description={mode === 'ocean' ? undefined : t('shipmentForm.help.incotermSeaOnly')}
          clearable
        />
        {mode !== 'land' && (
          <BoundSelect
            field="freightTerms"
            choices={translated(FREIGHT_TERMS_OPTIONS, 'freightTerms')}
            clearable
          />
        )}
        {mode !== 'land' && (
          <BoundSelect
            field="direction"
            choices={translated(DIRECTION_OPTIONS, 'directions')}
            clearable
          />
        )}
      </FieldGrid>
      {mode !== 'air' && <BoundTextarea field="notes" />}
    </FormSection>
  );
}
